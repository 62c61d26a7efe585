import type { PriceTable } from './PriceTable.ts'

/** The operator's price of a CAIP-10 token in `currency`; undefined when the table has none. */
export function priceOf(prices: PriceTable, currency: string, caip10: string): number | undefined {
  return prices[currency.toLowerCase()]?.[caip10.toLowerCase()]
}
