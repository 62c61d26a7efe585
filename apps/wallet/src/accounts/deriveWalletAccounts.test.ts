import { getDevnetAccounts } from '@org/appkit-devnet'
import { describe, expect, it } from 'vitest'
import { walletDefaults } from '../config/walletDefaults.ts'
import { UnknownAccountError } from '../errors/UnknownAccountError.ts'
import { deriveWalletAccounts } from './deriveWalletAccounts.ts'
import { getWalletAccount } from './getWalletAccount.ts'

describe('deriveWalletAccounts', () => {
  it('derives the funded devnet accounts, in anvil order', () => {
    const accounts = deriveWalletAccounts(walletDefaults.mnemonic, 10)
    expect(accounts.map((account) => account.address)).toEqual(
      getDevnetAccounts(10).map((account) => account.address),
    )
  })

  it('derives only as many as asked', () => {
    expect(deriveWalletAccounts(walletDefaults.mnemonic, 2)).toHaveLength(2)
  })
})

describe('getWalletAccount', () => {
  const accounts = deriveWalletAccounts(walletDefaults.mnemonic, 2)

  it('finds a held account whatever the letter case of the requested address', () => {
    const second = accounts[1]!
    expect(getWalletAccount(accounts, second.address.toLowerCase())).toBe(second)
    expect(getWalletAccount(accounts, second.address.toUpperCase().replace('0X', '0x'))).toBe(second)
  })

  it('throws UnknownAccountError (4100) for an account not held or not an address', () => {
    const third = deriveWalletAccounts(walletDefaults.mnemonic, 3)[2]!.address
    expect(() => getWalletAccount(accounts, third)).toThrow(new UnknownAccountError(third))
    expect(() => getWalletAccount(accounts, 'alice.eth')).toThrow(UnknownAccountError)
    expect(new UnknownAccountError(third).code).toBe(4100)
  })
})
