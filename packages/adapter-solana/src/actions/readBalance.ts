import { type AdapterBalance, type CaipNetwork, formatUnits } from '@org/appkit-core'
import { type Connection, PublicKey } from '@solana/web3.js'
import { readMint } from '../transactions/readMint.ts'

/** Offset of `amount` (u64 LE) in a token account: mint and owner (32 bytes each) come first. */
const AMOUNT_OFFSET = 64

export interface ReadBalanceParameters {
  connection: Connection
  network: CaipNetwork
  address: string
  /** An SPL mint; absent for SOL. */
  tokenAddress?: string | undefined
}

/**
 * SOL in the network's currency (lamports formatted with its decimals), or an SPL token: the sum over the owner's
 * token accounts of that mint, formatted with the mint's decimals, with the symbol of its Metaplex metadata ('' for a
 * mint without metadata: a classic mint holds no symbol on chain).
 *
 * @example await readBalance({ connection, network, address }) // { balance: '10000', symbol: 'SOL' }
 */
export async function readBalance(parameters: ReadBalanceParameters): Promise<AdapterBalance> {
  const { connection, network, address, tokenAddress } = parameters
  const owner = new PublicKey(address)
  if (!tokenAddress) {
    const lamports = await connection.getBalance(owner)
    return {
      balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }
  const mint = await readMint(connection, new PublicKey(tokenAddress))
  const { value: accounts } = await connection.getTokenAccountsByOwner(owner, { mint: mint.address })
  let amount = 0n
  for (const { account } of accounts) {
    const data = account.data
    amount += new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(AMOUNT_OFFSET, true)
  }
  return { balance: formatUnits(amount, mint.decimals), symbol: mint.symbol ?? '' }
}
