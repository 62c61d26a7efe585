/**
 * Operator-set prices: per currency (`usd`, ...), per CAIP-10 token, lowercase. The native coin of a chain uses the
 * convert APIs' native address `0xeeee…eeee`, e.g. `eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`.
 */
export type PriceTable = Readonly<Record<string, Readonly<Record<string, number>>>>
