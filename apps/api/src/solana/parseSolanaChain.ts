import { ConfigError } from '../config/ConfigError.ts'
import { isSolanaPublicKey } from './isSolanaPublicKey.ts'
import type { SolanaApiChain } from './SolanaApiChain.ts'

function fail(where: string, message: string): never {
  throw new ConfigError(`${where}${message}`)
}

/** Checks one `namespace: 'solana'` entry of a chains config; `where` names it in errors. */
export function parseSolanaChain(value: object, where: string): SolanaApiChain {
  const chain = value as Record<string, unknown>
  // The CAIP-2 reference of a Solana cluster: the first 32 characters of its genesis hash (base58).
  if (typeof chain.id !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32}$/.test(chain.id))
    fail(where, '.id must be the CAIP-2 reference: the first 32 characters of the genesis hash')
  if (typeof chain.name !== 'string') fail(where, '.name must be a string')
  if (typeof chain.rpcUrl !== 'string' || !/^https?:\/\//.test(chain.rpcUrl))
    fail(where, '.rpcUrl must be an http(s) URL')
  const native = chain.nativeCurrency as Record<string, unknown> | undefined
  if (
    native !== undefined &&
    (typeof native?.name !== 'string' ||
      typeof native.symbol !== 'string' ||
      !Number.isInteger(native.decimals))
  )
    fail(where, '.nativeCurrency must be { name, symbol, decimals }')
  const tokens = (chain.tokens ?? []) as unknown
  if (!Array.isArray(tokens)) fail(where, '.tokens must be an array')
  tokens.forEach((token: Record<string, unknown>, index) => {
    const at = `${where}.tokens[${index}]`
    if (typeof token?.address !== 'string' || !isSolanaPublicKey(token.address))
      fail(at, '.address must be a mint address (base58 public key)')
    if (typeof token.name !== 'string' || typeof token.symbol !== 'string') fail(at, ' needs name and symbol')
    if (
      !Number.isInteger(token.decimals) ||
      (token.decimals as number) < 0 ||
      (token.decimals as number) > 255
    )
      fail(at, '.decimals must be an integer 0-255')
    if (token.iconUrl !== undefined && typeof token.iconUrl !== 'string')
      fail(at, '.iconUrl must be a string')
  })
  return chain as unknown as SolanaApiChain
}
