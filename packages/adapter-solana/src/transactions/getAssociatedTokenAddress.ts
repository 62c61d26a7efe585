import { PublicKey } from '@solana/web3.js'
import { solanaPrograms } from './solanaPrograms.ts'

/**
 * The associated token account of `owner` for `mint` under `tokenProgram`: the address wallets hold a token in
 * (the ATA program's derivation, owner off the curve allowed).
 *
 * @example getAssociatedTokenAddress(owner, mint, solanaPrograms.token).toBase58()
 */
export function getAssociatedTokenAddress(
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey,
): PublicKey {
  const [address] = PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    solanaPrograms.associatedToken,
  )
  return address
}
