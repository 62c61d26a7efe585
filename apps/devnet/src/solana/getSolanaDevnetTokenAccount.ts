import { type Address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { solanaDevnetMint } from './solanaDevnetMint.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'

/**
 * The associated token account of `owner` for the devnet's dUSD mint (the address wallets and spl-token derive).
 * @example
 * const tokenAccount = await getSolanaDevnetTokenAccount(solanaDevnetAccounts[0].address)
 */
export async function getSolanaDevnetTokenAccount(owner: Address): Promise<Address> {
  const encoder = getAddressEncoder()
  const [address] = await getProgramDerivedAddress({
    programAddress: solanaProgramIds.associatedToken as Address,
    seeds: [
      encoder.encode(owner),
      encoder.encode(solanaDevnetMint.programId),
      encoder.encode(solanaDevnetMint.address),
    ],
  })
  return address
}
