import { WalletConfigError } from '../errors/WalletConfigError.ts'
import { isHttpUrl } from './isHttpUrl.ts'
import type { WalletChain } from './WalletChain.ts'

/**
 * Parses `eip155:31337=http://127.0.0.1:8545,eip155:31338=http://127.0.0.1:8546` (a bare `31337=` is read as
 * `eip155:31337=`). Throws `WalletConfigError` for a malformed entry, a non-HTTP RPC or a chain listed twice.
 */
export function parseWalletChains(value: string, setting = 'chains'): WalletChain[] {
  const chains: WalletChain[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const separator = entry.indexOf('=')
    if (separator < 0) throw new WalletConfigError(setting, value, `"${entry}" is not chainId=rpcUrl`)
    const id = entry.slice(0, separator).trim()
    const rpcUrl = entry.slice(separator + 1).trim()
    const match = /^(?:eip155:)?([1-9][0-9]*)$/.exec(id)
    if (!match?.[1]) throw new WalletConfigError(setting, value, `"${id}" is not an eip155 chain id`)
    const chainId = Number(match[1])
    if (!Number.isSafeInteger(chainId)) throw new WalletConfigError(setting, value, `"${id}" is too large`)
    if (!isHttpUrl(rpcUrl)) throw new WalletConfigError(setting, value, `"${rpcUrl}" is not an http(s) URL`)
    if (chains.some((chain) => chain.chainId === chainId)) {
      throw new WalletConfigError(setting, value, `chain ${chainId} is listed twice`)
    }
    chains.push({ caipId: `eip155:${chainId}`, chainId, rpcUrl })
  }
  if (chains.length === 0) throw new WalletConfigError(setting, value, 'no chain given')
  return chains
}
