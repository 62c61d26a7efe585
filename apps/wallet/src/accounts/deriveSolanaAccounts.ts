import { mnemonicToSeedSync } from '@scure/bip39'
import { Keypair } from '@solana/web3.js'
import type { SolanaWalletAccount } from './SolanaWalletAccount.ts'

/** Phantom's, Solflare's and Backpack's path (and the Solana devnet's): account `i` is `m/44'/501'/i'/0'`. */
export const solanaDerivationPath = "m/44'/501'/i'/0'"

/** The PKCS#8 header of an ed25519 private key; the 32-byte seed follows it. */
const ed25519Pkcs8Prefix = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]

async function hmacSha512(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) {
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-512' }, false, [
    'sign',
  ])
  return new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, data))
}

/** SLIP-0010 ed25519 derivation (every segment hardened) of `m/44'/501'/index'/0'`: the account's 32-byte seed. */
async function deriveSeed(
  masterSeed: Uint8Array<ArrayBuffer>,
  index: number,
): Promise<Uint8Array<ArrayBuffer>> {
  let digest = await hmacSha512(new TextEncoder().encode('ed25519 seed'), masterSeed)
  for (const segment of [44, 501, index, 0]) {
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (segment | 0x80000000) >>> 0)
    digest = await hmacSha512(digest.slice(32), data)
  }
  return digest.slice(0, 32)
}

/**
 * The first `count` Solana accounts of `mnemonic` on `m/44'/501'/i'/0'`, the path the Solana devnet funds (and
 * Phantom shows). Signing uses WebCrypto's Ed25519 with a non-extractable key, in browsers and Node alike.
 *
 * @example const [first] = await deriveSolanaAccounts(walletDefaults.mnemonic, 1) // first.address 'oeYf6KAJ…'
 */
export async function deriveSolanaAccounts(mnemonic: string, count: number): Promise<SolanaWalletAccount[]> {
  const masterSeed = new Uint8Array(mnemonicToSeedSync(mnemonic))
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const seed = await deriveSeed(masterSeed, index)
      const publicKey = Keypair.fromSeed(seed).publicKey
      const pkcs8 = new Uint8Array([...ed25519Pkcs8Prefix, ...seed])
      const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign'])
      seed.fill(0)
      pkcs8.fill(0)
      return {
        address: publicKey.toBase58(),
        publicKey,
        sign: async (bytes: Uint8Array) =>
          new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, new Uint8Array(bytes))),
      }
    }),
  )
}
