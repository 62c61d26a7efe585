import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { walletDefaults } from '../config/walletDefaults.ts'
import { decodeBase58 } from '../encoding/decodeBase58.ts'
import { UnknownAccountError } from '../errors/UnknownAccountError.ts'
import { verifyEd25519 } from '../test/verifyEd25519.ts'
import { deriveSolanaAccounts } from './deriveSolanaAccounts.ts'
import { getSolanaAccount } from './getSolanaAccount.ts'

describe('deriveSolanaAccounts', () => {
  it("derives the Solana devnet's funded accounts (m/44'/501'/i'/0'), in order", async () => {
    const accounts = await deriveSolanaAccounts(walletDefaults.mnemonic, 10)
    expect(accounts.map((account) => account.address)).toEqual(
      solanaDevnetAccounts.map((account) => account.address),
    )
    expect(accounts[0]?.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(accounts[0]?.publicKey.toBase58()).toBe(accounts[0]?.address)
  })

  it('signs with the key the devnet publishes for that account: an ed25519 signature that verifies', async () => {
    const [first] = await deriveSolanaAccounts(walletDefaults.mnemonic, 1)
    const devnetKeypair = Keypair.fromSecretKey(decodeBase58(solanaDevnetAccounts[0].secretKey))
    expect(devnetKeypair.publicKey.equals(first!.publicKey)).toBe(true)

    const message = new TextEncoder().encode('hello solana')
    const signature = await first!.sign(message)
    expect(signature).toHaveLength(64)
    const address = devnetKeypair.publicKey.toBase58()
    expect(await verifyEd25519(address, signature, message)).toBe(true)
    expect(await verifyEd25519(address, signature, new TextEncoder().encode('hello solana?'))).toBe(false)
  })

  it('derives only as many as asked', async () => {
    expect(await deriveSolanaAccounts(walletDefaults.mnemonic, 2)).toHaveLength(2)
  })
})

describe('getSolanaAccount', () => {
  it('finds a held account by its exact base58 address, else UnknownAccountError (4100) naming the role', async () => {
    const accounts = await deriveSolanaAccounts(walletDefaults.mnemonic, 2)
    expect(getSolanaAccount(accounts, accounts[1]!.address)).toBe(accounts[1])
    const foreign = Keypair.generate().publicKey.toBase58()
    expect(() => getSolanaAccount(accounts, foreign, 'fee payer')).toThrow(
      `The fee payer ${foreign} is not an account this session shares.`,
    )
    // base58 is case-sensitive: another spelling is another key.
    expect(() => getSolanaAccount(accounts, accounts[1]!.address.toLowerCase())).toThrow(UnknownAccountError)
    expect(new UnknownAccountError(foreign).code).toBe(4100)
  })
})
