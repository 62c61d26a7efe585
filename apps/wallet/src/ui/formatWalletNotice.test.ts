import { describe, expect, it } from 'vitest'
import { formatWalletNotice } from './formatWalletNotice.ts'

describe('formatWalletNotice', () => {
  it('words each event with the dApp and the request kind the user saw', () => {
    expect(formatWalletNotice({ type: 'sessionApproved', dapp: 'Lab' })).toBe('Connected to Lab')
    expect(formatWalletNotice({ type: 'requestRejected', dapp: 'Lab', method: 'personal_sign' })).toBe(
      'Rejected: Sign message for Lab',
    )
    expect(formatWalletNotice({ type: 'requestApproved', dapp: 'Lab', method: 'eth_getBalance' })).toBe(
      'Approved: eth_getBalance for Lab',
    )
    expect(formatWalletNotice({ type: 'chainSwitched', dapp: 'Lab', chainId: 'eip155:31338' })).toBe(
      'Switched Lab to eip155:31338',
    )
    expect(formatWalletNotice({ type: 'sessionDeleted', dapp: 'Lab' })).toBe('Lab disconnected')
  })
})
