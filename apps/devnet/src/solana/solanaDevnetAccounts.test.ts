import { createHash, createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { expect, it } from 'vitest'
import { solanaDevnetAccounts, solanaDevnetFaucet } from './solanaDevnetAccounts.ts'
import { solanaDevnetChainId, solanaDevnetGenesisHash } from './solanaDevnetChainId.ts'
import { solanaDevnetDefaults } from './solanaDevnetDefaults.ts'
import { solanaDevnetMint } from './solanaDevnetMint.ts'

/** SLIP-0010 ed25519 derivation (hardened only) of `m/44'/501'/index'/0'` from the devnet mnemonic. */
function deriveSeed(index: number): Buffer {
  const seed = pbkdf2Sync(solanaDevnetDefaults.mnemonic, 'mnemonic', 2048, 64, 'sha512')
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const segment of [44, 501, index, 0]) {
    const data = Buffer.concat([Buffer.alloc(1), digest.subarray(0, 32), Buffer.alloc(4)])
    data.writeUInt32BE((segment | 0x80000000) >>> 0, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  return digest.subarray(0, 32)
}

function publicKeyOf(seed: Buffer): Uint8Array {
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed])
  const jwk = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({
    format: 'jwk',
  })
  return Buffer.from(jwk.x as string, 'base64url')
}

const base58 = getBase58Decoder()

it("the accounts, the faucet and the mint are the devnet mnemonic's keys at m/44'/501'/i'/0' (i = 0-9, 10, 11)", () => {
  const expected = [...solanaDevnetAccounts, solanaDevnetFaucet].map((_account, index) => {
    const seed = deriveSeed(index)
    const publicKey = publicKeyOf(seed)
    return { address: base58.decode(publicKey), secretKey: base58.decode(Buffer.concat([seed, publicKey])) }
  })
  expect([...solanaDevnetAccounts, solanaDevnetFaucet]).toEqual(expected)
  expect(solanaDevnetMint.address).toBe(base58.decode(publicKeyOf(deriveSeed(11))))
  expect(solanaDevnetMint.mintAuthority).toBe(solanaDevnetFaucet.address)
  // The first account is the well-known Phantom address of this mnemonic.
  expect(solanaDevnetAccounts[0].address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
})

it('each secret key is 64 bytes: the seed, then the public key', () => {
  for (const account of solanaDevnetAccounts) {
    const bytes = getBase58Encoder().encode(account.secretKey)
    expect(bytes).toHaveLength(64)
    expect(base58.decode(bytes.subarray(32))).toBe(account.address)
  }
})

it('the genesis hash is fixed and the CAIP-2 id is solana: plus its first 32 characters', () => {
  const digest = createHash('sha256').update('@org/appkit-devnet solana genesis').digest()
  expect(solanaDevnetGenesisHash).toBe(base58.decode(digest))
  expect(solanaDevnetChainId).toBe(`solana:${solanaDevnetGenesisHash.slice(0, 32)}`)
})
