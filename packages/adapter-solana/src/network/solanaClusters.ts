/**
 * The public clusters by the CAIP-2 reference of their genesis hash, with the name Wallet Standard wallets list them
 * under (`solana:mainnet`, ...) and the older reference some WalletConnect wallets still approve.
 */
export const solanaClusters = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    walletStandardChain: 'solana:mainnet',
    deprecatedWalletConnectChain: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  },
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: {
    walletStandardChain: 'solana:devnet',
    deprecatedWalletConnectChain: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  },
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': {
    walletStandardChain: 'solana:testnet',
    deprecatedWalletConnectChain: undefined,
  },
} as const satisfies Record<
  string,
  { walletStandardChain: `solana:${string}`; deprecatedWalletConnectChain: `solana:${string}` | undefined }
>

type ClusterReference = keyof typeof solanaClusters

function clusterOf(reference: string) {
  return Object.hasOwn(solanaClusters, reference) ? solanaClusters[reference as ClusterReference] : undefined
}

/**
 * The chain a Wallet Standard wallet knows a network by: the cluster name for the public clusters, else the
 * network's CAIP-2 id (what a wallet of a local or custom cluster lists, like the dev wallet); the one the wallet
 * lists when it lists either.
 *
 * @example toWalletStandardChain({ id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caipNetworkId: 'solana:5eykt…' }, ['solana:mainnet']) // 'solana:mainnet'
 */
export function toWalletStandardChain(
  network: { id: string | number; caipNetworkId: string },
  walletChains: readonly string[] = [],
): `${string}:${string}` {
  const cluster = clusterOf(String(network.id))?.walletStandardChain
  const candidates = [network.caipNetworkId as `${string}:${string}`, ...(cluster ? [cluster] : [])]
  return candidates.find((chain) => walletChains.includes(chain)) ?? cluster ?? candidates[0]!
}

/**
 * The CAIP-2 reference (genesis hash prefix) of a chain a Wallet Standard wallet lists: `solana:mainnet` is the
 * mainnet's reference; a CAIP-2 id gives its own reference.
 *
 * @example toChainReference('solana:devnet') // 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function toChainReference(chain: string): string | undefined {
  for (const [reference, cluster] of Object.entries(solanaClusters)) {
    if (cluster.walletStandardChain === chain || cluster.deprecatedWalletConnectChain === chain)
      return reference
  }
  const [namespace, reference] = chain.split(':')
  if (namespace !== 'solana' || !reference || reference === 'localnet') return undefined
  return reference
}

/**
 * The chain to address a WalletConnect request to: the network's CAIP-2 id, or the older id of its cluster when
 * the session approved only that one.
 */
export function toWalletConnectChain(
  network: { id: string | number; caipNetworkId: string },
  sessionChains: readonly string[],
): string {
  const deprecated = clusterOf(String(network.id))?.deprecatedWalletConnectChain
  if (!sessionChains.includes(network.caipNetworkId) && deprecated && sessionChains.includes(deprecated)) {
    return deprecated
  }
  return network.caipNetworkId
}
