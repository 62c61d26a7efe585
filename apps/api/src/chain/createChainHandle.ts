import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  createPublicClient,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  type PublicClient,
} from 'viem'
import type { EvmApiChain } from '../config/ApiChain.ts'
import type { TokenInfo } from './TokenInfo.ts'

/** Token contracts remembered per chain; past this the oldest is forgotten (a bound, not a tuning knob). */
const MAX_REMEMBERED_TOKENS = 10_000
const RPC_TIMEOUT_MS = 10_000

export interface ChainHandle {
  config: EvmApiChain
  /** `eip155:<id>` */
  caipNetworkId: string
  /** ENSIP-11 coin type of the chain: `0x80000000 | id`. */
  coinType: number
  client: PublicClient
  /** A configured token, or an ERC-20 read from the chain (once); undefined when the contract is no ERC-20. */
  getToken(address: Address): Promise<TokenInfo | undefined>
}

/**
 * The server's view of one configured chain: a viem client (no response cache, so every read sees the newest
 * block) and token metadata.
 *
 * @example const chain = createChainHandle({ id: 31337, name: 'Devnet', rpcUrl, nativeCurrency })
 */
export function createChainHandle(config: EvmApiChain): ChainHandle {
  const chain = defineChain({
    id: config.id,
    name: config.name,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
    ...(config.ensUniversalResolver
      ? { contracts: { ensUniversalResolver: { address: config.ensUniversalResolver } } }
      : {}),
  })
  const client = createPublicClient({
    chain,
    transport: http(config.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
    cacheTime: 0,
    // No CCIP-read (EIP-3668): any contract a client names (a forceUpdate token, an NFT avatar) could revert with
    // an OffchainLookup whose URLs the server would then call (#15 A1). Off-chain ENS names are not resolved.
    ccipRead: false,
  }) as PublicClient
  const known = new Map<string, TokenInfo | null>()
  for (const token of config.tokens ?? []) known.set(token.address.toLowerCase(), { ...token })

  async function readToken(address: Address): Promise<TokenInfo | null> {
    const read = <T>(functionName: 'name' | 'symbol' | 'decimals') =>
      client.readContract({ address, abi: erc20Abi, functionName }) as Promise<T>
    try {
      const [name, symbol, decimals] = await Promise.all([
        read<string>('name').catch(() => null),
        read<string>('symbol').catch(() => null),
        read<number>('decimals'),
      ])
      return {
        address: getAddress(address),
        name: name ?? symbol ?? 'Unknown token',
        symbol: symbol ?? '',
        decimals,
      }
    } catch (error) {
      // Only "this contract has no ERC-20 decimals" is remembered; an RPC failure is tried again next time.
      if (isNotAToken(error)) return null
      throw error
    }
  }

  return {
    config,
    caipNetworkId: `eip155:${config.id}`,
    coinType: (0x80000000 | config.id) >>> 0,
    client,
    async getToken(address) {
      const key = address.toLowerCase()
      if (!known.has(key)) {
        const token = await readToken(address)
        if (known.size >= MAX_REMEMBERED_TOKENS) known.delete(known.keys().next().value as string)
        known.set(key, token)
      }
      return known.get(key) ?? undefined
    },
  }
}

function isNotAToken(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(
      error.walk(
        (cause) =>
          cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
      ),
    )
  )
}
