/** One entry of the balance answer (API-SHAPES §2.4), whatever the namespace. */
export interface ApiBalance {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 of a token; absent for the native coin. */
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
