import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { WalletChain } from '../chains/WalletChain.ts'
import { UnsupportedProposalError } from '../errors/UnsupportedProposalError.ts'
import { getRequestedNamespaces } from './getRequestedNamespaces.ts'
import { walletEvents, walletMethods } from './walletCapabilities.ts'

export interface BuildWalletNamespacesParameters {
  proposal: ProposalTypes.Struct
  chains: readonly WalletChain[]
  /** The account the user shares; it is offered on every configured chain. */
  address: `0x${string}`
}

/**
 * The namespaces to approve `proposal` with: eip155, the account on every configured chain the dApp asked for,
 * and the methods and events both sides know. A dApp that names no namespace at all gets everything the wallet
 * serves. Throws `UnsupportedProposalError` when the dApp requires what the wallet lacks or asks for nothing it
 * has.
 */
export function buildWalletNamespaces({
  proposal,
  chains,
  address,
}: BuildWalletNamespacesParameters): SessionTypes.Namespaces {
  const served = chains.map((chain) => chain.caipId as string)
  const supported = {
    eip155: {
      chains: served,
      methods: [...walletMethods],
      events: [...walletEvents],
      accounts: served.map((chain) => `${chain}:${address}`),
    },
  }

  // Readable reasons for the common refusals before the SDK's own (multi-line) conformance errors.
  for (const required of getRequestedNamespaces(proposal.requiredNamespaces)) {
    if (required.namespace !== 'eip155') {
      throw new UnsupportedProposalError(`it requires the ${required.namespace} namespace`)
    }
    const missing = required.chains.filter((chain) => !served.includes(chain))
    if (missing.length > 0) throw new UnsupportedProposalError(`it requires ${missing.join(', ')}`)
  }

  const requested = [
    ...getRequestedNamespaces(proposal.requiredNamespaces),
    ...getRequestedNamespaces(proposal.optionalNamespaces),
  ]
  if (requested.length === 0) return supported

  let namespaces: SessionTypes.Namespaces
  try {
    namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces: supported })
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
    throw new UnsupportedProposalError(reason, { cause: error })
  }
  if (!namespaces.eip155 || namespaces.eip155.accounts.length === 0) {
    throw new UnsupportedProposalError('none of the requested chains is served by this wallet')
  }
  return namespaces
}
