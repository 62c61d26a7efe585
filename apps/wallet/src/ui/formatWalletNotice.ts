import type { WalletNotice } from '../wallet/WalletNotice.ts'
import { getMethodTitle } from './methodTitles.ts'

/** The status line for a wallet event. */
export function formatWalletNotice(notice: WalletNotice): string {
  switch (notice.type) {
    case 'paired':
      return 'Paired. Waiting for the session proposal…'
    case 'proposalReceived':
      return `Session proposal from ${notice.dapp}`
    case 'sessionApproved':
      return `Connected to ${notice.dapp}`
    case 'proposalRejected':
      return `Rejected the proposal from ${notice.dapp}`
    case 'proposalExpired':
      return `The proposal from ${notice.dapp} expired`
    case 'requestReceived':
      return `${getMethodTitle(notice.method)} request from ${notice.dapp}`
    case 'requestApproved':
      return `Approved: ${getMethodTitle(notice.method)} for ${notice.dapp}`
    case 'requestRejected':
      return `Rejected: ${getMethodTitle(notice.method)} for ${notice.dapp}`
    case 'requestExpired':
      return `Expired: ${getMethodTitle(notice.method)} for ${notice.dapp}`
    case 'chainSwitched':
      return `Switched ${notice.dapp} to ${notice.chainId}`
    case 'sessionDisconnected':
      return `Disconnected from ${notice.dapp}`
    case 'sessionDeleted':
      return `${notice.dapp} disconnected`
  }
}
