import type { SessionTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import { deriveWalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import { walletDefaults } from '../config/walletDefaults.ts'
import { getSessionAccounts } from './getSessionAccounts.ts'

const [first, second, third] = deriveWalletAccounts(walletDefaults.mnemonic, 3) as [
  ReturnType<typeof deriveWalletAccounts>[number],
  ReturnType<typeof deriveWalletAccounts>[number],
  ReturnType<typeof deriveWalletAccounts>[number],
]

function sessionSharing(accounts: string[]) {
  return { namespaces: { eip155: { accounts, methods: [], events: [] } } } as unknown as SessionTypes.Struct
}

describe('getSessionAccounts', () => {
  it('keeps the held accounts the session shares on that chain (any letter case), no others', () => {
    const session = sessionSharing([
      `eip155:31337:${second.address.toLowerCase()}`,
      `eip155:31338:${third.address}`,
      'eip155:31337:0x0000000000000000000000000000000000000001',
    ])
    expect(getSessionAccounts(session, 'eip155:31337', [first, second, third])).toEqual([second])
    expect(getSessionAccounts(session, 'eip155:31338', [first, second, third])).toEqual([third])
  })

  it('shares nothing for another chain, a chain id that is a prefix of another, or no session', () => {
    const session = sessionSharing([`eip155:313370:${first.address}`])
    expect(getSessionAccounts(session, 'eip155:31337', [first])).toEqual([])
    expect(getSessionAccounts(session, 'eip155:1', [first])).toEqual([])
    expect(getSessionAccounts(undefined, 'eip155:31337', [first])).toEqual([])
  })
})
