/**
 * `JSON.stringify` that writes a bigint as a bare JSON number, as a validator writes u64 values (a rent epoch of
 * 2^64 - 1, say): `@solana/kit` reads them back exactly, `@solana/web3.js` as the nearest double.
 */
export function stringifyRpcJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map((item) => stringifyRpcJson(item ?? null)).join(',')}]`
  const entries = Object.entries(value).filter(([, item]) => item !== undefined)
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stringifyRpcJson(item)}`).join(',')}}`
}
