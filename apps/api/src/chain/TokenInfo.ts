import type { Address } from 'viem'

/** What the server shows of a token: configured, or read once from the chain. */
export interface TokenInfo {
  address: Address
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}
