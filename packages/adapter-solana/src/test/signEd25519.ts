import { createPrivateKey, sign } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { decodeBase58 } from '../encoding/base58.ts'

/** PKCS #8 DER header of an Ed25519 private key; the 32-byte seed follows. */
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
])

/** A devnet account's keypair (its base58 64-byte secret key) for the test's own wallets. */
export function toKeypair(secretKey: string): Keypair {
  return Keypair.fromSecretKey(decodeBase58(secretKey))
}

/** An ed25519 signature of `message` by `keypair`, with Node's crypto (what a wallet does in its own code). */
export function signEd25519(keypair: Keypair, message: Uint8Array): Uint8Array {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, keypair.secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  })
  return new Uint8Array(sign(null, message, key))
}
