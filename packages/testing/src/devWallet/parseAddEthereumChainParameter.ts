import { hexToNumber, isHex } from 'viem'
import type { DevWalletChain } from './DevWalletChain.ts'
import { devWalletErrorCodes, ProviderRpcError } from './ProviderRpcError.ts'

/** Reads an EIP-3085 `wallet_addEthereumChain` parameter into a dev wallet chain (the first RPC URL wins). */
export function parseAddEthereumChainParameter(raw: unknown): DevWalletChain {
  const invalid = (message: string) => new ProviderRpcError(devWalletErrorCodes.invalidParams, message)
  if (typeof raw !== 'object' || raw === null) throw invalid('wallet_addEthereumChain expects a chain object')
  const { chainId, chainName, rpcUrls, nativeCurrency } = raw as {
    chainId?: unknown
    chainName?: unknown
    rpcUrls?: unknown
    nativeCurrency?: { name: string; symbol: string; decimals: number }
  }
  if (typeof chainId !== 'string' || !isHex(chainId)) throw invalid('"chainId" must be a hex string')
  const rpcUrl = Array.isArray(rpcUrls)
    ? rpcUrls.find((url) => typeof url === 'string' && url !== '')
    : undefined
  if (typeof rpcUrl !== 'string') throw invalid('"rpcUrls" must hold at least one URL')
  return {
    id: hexToNumber(chainId),
    rpcUrl,
    ...(typeof chainName === 'string' ? { name: chainName } : {}),
    ...(nativeCurrency ? { nativeCurrency } : {}),
  }
}
