import { isAddress } from 'viem'
import { parseSolanaChain } from '../solana/parseSolanaChain.ts'
import type { ApiChain, EvmApiChain } from './ApiChain.ts'
import { ConfigError } from './ConfigError.ts'

function fail(where: string, message: string): never {
  throw new ConfigError(`${where}${message.startsWith('.') ? '' : ' '}${message}`)
}

/**
 * Checks a chains config (`{ chains: [...] }` or a bare array; each entry an EVM `ApiChain`, or a Solana one with
 * `namespace: 'solana'`) and returns it typed. A CAIP-2 id listed twice is refused.
 */
export function parseChains(value: unknown, source: string): ApiChain[] {
  const list = Array.isArray(value) ? value : (value as { chains?: unknown } | null)?.chains
  if (!Array.isArray(list) || list.length === 0) fail(source, 'must list at least one chain')
  const ids = new Set<string>()
  return list.map((entry, index) => {
    const where = `${source}: chains[${index}]`
    if (typeof entry !== 'object' || entry === null) fail(where, 'must be an object')
    const namespace = (entry as { namespace?: unknown }).namespace
    let chain: ApiChain
    let caipNetworkId: string
    if (namespace === 'solana') {
      chain = parseSolanaChain(entry, where)
      caipNetworkId = `solana:${chain.id}`
    } else if (namespace === undefined || namespace === 'eip155') {
      chain = parseEvmChain(entry as Record<string, unknown>, where)
      caipNetworkId = `eip155:${chain.id}`
    } else fail(where, `.namespace must be 'eip155' (the default) or 'solana'`)
    if (ids.has(caipNetworkId)) fail(where, `.id ${caipNetworkId} is listed twice`)
    ids.add(caipNetworkId)
    return chain
  })
}

function parseEvmChain(chain: Record<string, unknown>, where: string): EvmApiChain {
  if (!Number.isSafeInteger(chain.id) || (chain.id as number) <= 0)
    fail(where, '.id must be a positive integer')
  if (typeof chain.name !== 'string') fail(where, '.name must be a string')
  if (typeof chain.rpcUrl !== 'string' || !/^https?:\/\//.test(chain.rpcUrl))
    fail(where, '.rpcUrl must be an http(s) URL')
  const native = chain.nativeCurrency as Record<string, unknown> | undefined
  if (
    typeof native?.name !== 'string' ||
    typeof native.symbol !== 'string' ||
    !Number.isInteger(native.decimals)
  )
    fail(where, '.nativeCurrency must be { name, symbol, decimals }')
  const tokens = (chain.tokens ?? []) as unknown
  if (!Array.isArray(tokens)) fail(where, '.tokens must be an array')
  tokens.forEach((token: Record<string, unknown>, tokenIndex) => {
    const at = `${where}.tokens[${tokenIndex}]`
    if (typeof token?.address !== 'string' || !isAddress(token.address, { strict: false }))
      fail(at, '.address must be an EVM address')
    if (typeof token.name !== 'string' || typeof token.symbol !== 'string') fail(at, 'needs name and symbol')
    if (
      !Number.isInteger(token.decimals) ||
      (token.decimals as number) < 0 ||
      (token.decimals as number) > 255
    )
      fail(at, '.decimals must be an integer 0-255')
  })
  if (
    chain.ensUniversalResolver !== undefined &&
    (typeof chain.ensUniversalResolver !== 'string' ||
      !isAddress(chain.ensUniversalResolver, { strict: false }))
  )
    fail(where, '.ensUniversalResolver must be an EVM address')
  if (
    chain.startBlock !== undefined &&
    chain.startBlock !== 'latest' &&
    !(Number.isSafeInteger(chain.startBlock) && (chain.startBlock as number) >= 0)
  )
    fail(where, ".startBlock must be a block number or 'latest'")
  return chain as unknown as EvmApiChain
}
