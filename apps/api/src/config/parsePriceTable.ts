import { ConfigError } from './ConfigError.ts'
import type { PriceTable } from './PriceTable.ts'

const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/** Checks a price table (`{ "usd": { "<caip10>": 3000 } }`) and returns it with lowercase keys. */
export function parsePriceTable(value: unknown, source: string): PriceTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError(`${source}: expected { "usd": { "<CAIP-10 token>": price } }`)
  const table: Record<string, Record<string, number>> = {}
  for (const [currency, prices] of Object.entries(value)) {
    if (currency.startsWith('$')) continue
    if (typeof prices !== 'object' || prices === null || Array.isArray(prices))
      throw new ConfigError(`${source}: "${currency}" must map CAIP-10 tokens to prices`)
    const entries: Record<string, number> = {}
    for (const [token, price] of Object.entries(prices)) {
      if (!CAIP10.test(token)) throw new ConfigError(`${source}: "${token}" is not a CAIP-10 token`)
      if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
        throw new ConfigError(`${source}: the price of ${token} must be a non-negative number`)
      entries[token.toLowerCase()] = price
    }
    table[currency.toLowerCase()] = entries
  }
  return table
}
