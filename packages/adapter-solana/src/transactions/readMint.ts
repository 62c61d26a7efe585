import { type Connection, PublicKey } from '@solana/web3.js'
import { parseTokenMetadata } from './parseTokenMetadata.ts'
import { solanaPrograms } from './solanaPrograms.ts'

/** What a send or balance needs to know of an SPL mint. */
export interface SolanaMint {
  address: PublicKey
  /** The token program that owns the mint (Token or Token-2022). */
  tokenProgram: PublicKey
  decimals: number
  /** From its Metaplex metadata; undefined for a mint without metadata (a classic mint has no symbol on chain). */
  symbol: string | undefined
}

/** Offset of `decimals` in a mint account: mint authority (COption<Pubkey>, 36 bytes), supply (u64). */
const DECIMALS_OFFSET = 36 + 8

/** The mint does not exist on the network, or is not an SPL Token / Token-2022 mint. */
export class MintNotFoundError extends Error {
  override name = 'MintNotFoundError'
  constructor(mint: string) {
    super(`No SPL token mint at ${mint}`)
  }
}

/**
 * Reads an SPL mint and its Metaplex metadata in one request (`getMultipleAccountsInfo`): owner program, decimals
 * and symbol.
 *
 * @example await readMint(connection, new PublicKey(mintAddress)) // { tokenProgram, decimals: 6, symbol: undefined }
 */
export async function readMint(connection: Connection, mint: PublicKey): Promise<SolanaMint> {
  const [metadataAddress] = PublicKey.findProgramAddressSync(
    [new TextEncoder().encode('metadata'), solanaPrograms.tokenMetadata.toBytes(), mint.toBytes()],
    solanaPrograms.tokenMetadata,
  )
  const [account, metadata] = await connection.getMultipleAccountsInfo([mint, metadataAddress])
  const isTokenProgram =
    account?.owner.equals(solanaPrograms.token) || account?.owner.equals(solanaPrograms.token2022)
  const decimals = account?.data[DECIMALS_OFFSET]
  if (!account || !isTokenProgram || decimals === undefined) throw new MintNotFoundError(mint.toBase58())
  const parsed =
    metadata?.owner.equals(solanaPrograms.tokenMetadata) === true
      ? parseTokenMetadata(metadata.data)
      : undefined
  return { address: mint, tokenProgram: account.owner, decimals, symbol: parsed?.symbol || undefined }
}
