import { type ChainAdapter, type CreateCoreParameters, toCaipNetwork } from '@org/appkit-core'
import {
  getSessionConnections,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnections,
} from '@org/appkit-core/internal'
import { createUniversalAdapter } from './createUniversalAdapter.ts'
import {
  createWalletConnectClient,
  type UniversalProviderLike,
  type WalletConnectClient,
} from './createWalletConnectClient.ts'

export interface WithWalletConnectOptions extends CreateCoreParameters {
  /** A UniversalProvider the dApp built itself. */
  universalProvider?: UniversalProviderLike | undefined
  /** Tests hand in their own SDK start. */
  initUniversalProvider?: Parameters<typeof createWalletConnectClient>[0]['initUniversalProvider']
}

/**
 * The core's parameters with WalletConnect wired in (unless `enableWalletConnect: false` or no project id): one
 * WalletConnect client for the page, handed to every adapter (`setWalletConnect`), an eip155 adapter over the
 * session when the dApp passed none (the spec's "no adapters" case), and the pairing the Connect views run:
 * propose, show the URI, then connect each namespace the wallet approved through its adapter.
 *
 * @example const core = createCore(withWalletConnect(options).parameters)
 */
export function withWalletConnect(options: WithWalletConnectOptions): {
  parameters: CreateCoreParameters
  walletConnect: WalletConnectClient | undefined
} {
  const { universalProvider, initUniversalProvider, ...rest } = options
  if (options.enableWalletConnect === false || !options.projectId) {
    return { parameters: rest, walletConnect: undefined }
  }
  const walletConnect = createWalletConnectClient({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    // Complete networks (a viem chain is eip155), as the core holds them.
    networks: options.networks.map(toCaipNetwork),
    customRpcUrls: options.customRpcUrls,
    verify: options.verifyUrl !== false,
    universalProvider,
    initUniversalProvider,
  })
  const adapters: ChainAdapter[] =
    options.adapters && options.adapters.length > 0
      ? [...options.adapters]
      : [createUniversalAdapter(walletConnect.source)]
  for (const adapter of adapters) adapter.setWalletConnect?.(walletConnect.source)

  async function connectWalletConnect({ setUri }: { setUri(uri: string): void }) {
    const session = await walletConnect.pair(setUri)
    const approved = getSessionConnections(session)
    const connections: WalletConnectConnections = {}
    for (const adapter of adapters) {
      if (!approved[adapter.namespace]) continue
      connections[adapter.namespace] = await adapter.connect({
        id: WALLET_CONNECT_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
      })
    }
    return connections
  }

  return { parameters: { ...rest, adapters, connectWalletConnect }, walletConnect }
}
