import type { WalletConnectProvider, WalletConnectSource } from '@org/appkit-core'
import { WALLET_CONNECT_CONNECTOR_ID } from '@org/appkit-core/internal'
import { createConnector } from '@wagmi/core'
import type { Address } from 'viem'
import { loadOnce } from './loadOnce.ts'
import type {
  WalletConnectConnectParameters,
  WalletConnectMethods,
  WalletConnectMethodsContext,
} from './walletConnect/createWalletConnectMethods.ts'
import type { WalletConnectEip1193Provider } from './walletConnect/WalletConnectEip1193Provider.ts'

const WALLET_CONNECT_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzMzk2ZmYiLz48cGF0aCBkPSJNMTIuNSAxNS41YzQuMi00LjEgMTAuOC00LjEgMTUgMGwuNS41LTIgMi0uNi0uNmMtMy0yLjktNy44LTIuOS0xMC44IDBsLS43LjYtMi0yem04LjMgNi40IDUuMi01IDIgMi03LjIgNy4xLTcuMi03LjEgMi0yeiIgZmlsbD0iI2ZmZiIvPjwvc3ZnPg=='

/**
 * The accounts `connect` answers, as wagmi 2.22+ and 3 declare them for a connector: plain addresses, or with
 * `withCapabilities` (what wagmi 3's `connect(config, { withCapabilities: true })` passes on) each address with its
 * capabilities.
 */
type ConnectedAccounts<withCapabilities extends boolean> = withCapabilities extends true
  ? readonly { address: Address; capabilities: Record<string, unknown> }[]
  : readonly Address[]

function toConnectedAccounts<withCapabilities extends boolean>(
  addresses: readonly Address[],
  withCapabilities: withCapabilities | boolean | undefined,
): ConnectedAccounts<withCapabilities> {
  // TypeScript cannot narrow a conditional type by a runtime check; the branch is the one the type names.
  return (
    withCapabilities ? addresses.map((address) => ({ address, capabilities: {} })) : addresses
  ) as ConnectedAccounts<withCapabilities>
}

/**
 * The wagmi connector of the page's WalletConnect session (id `walletConnect`, type `walletConnect`, so the core
 * lists it as WALLET_CONNECT). It never pairs by itself: the modal pairs first (QR code, deep link) and `connect`
 * then reads the approved session. Requests go through the session on the connector's current chain; reads the
 * wallet does not serve go to the session's RPC map. What wagmi reads at setup (id, name, icon) and the session
 * event handlers are here; the asynchronous methods load on their first call (./walletConnect/*).
 */
export function createWalletConnectConnector(source: WalletConnectSource) {
  return createConnector<WalletConnectEip1193Provider>((config) => {
    const state: WalletConnectMethodsContext['state'] = { provider: undefined, chainId: undefined }
    const listeners = {
      accountsChanged: (accounts: string[]) => connector.onAccountsChanged(accounts),
      chainChanged: (chainId: string | number) => connector.onChainChanged(String(chainId)),
      sessionDelete: () => connector.onDisconnect(),
    }

    function listen(target: WalletConnectProvider) {
      target.on('accountsChanged', listeners.accountsChanged as never)
      target.on('chainChanged', listeners.chainChanged as never)
      target.on('session_delete', listeners.sessionDelete)
    }
    function stopListening(target: WalletConnectProvider) {
      target.removeListener('accountsChanged', listeners.accountsChanged as never)
      target.removeListener('chainChanged', listeners.chainChanged as never)
      target.removeListener('session_delete', listeners.sessionDelete)
    }

    // Set once loaded: the session's events, which reach the connector only after `connect` ran, read it.
    let loaded: WalletConnectMethods | undefined
    const loadMethods = loadOnce(async () => {
      const { createWalletConnectMethods } = await import('./wagmiRuntime.ts')
      loaded = createWalletConnectMethods({ config, source, state, listen, stopListening })
      return loaded
    })

    const connector = {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',
      icon: WALLET_CONNECT_ICON,

      async connect<withCapabilities extends boolean = false>(
        parameters?: WalletConnectConnectParameters & {
          withCapabilities?: withCapabilities | boolean | undefined
        },
      ): Promise<{ accounts: ConnectedAccounts<withCapabilities>; chainId: number }> {
        const { accounts, chainId } = await (await loadMethods()).connect(parameters)
        // A session grants no wallet capabilities of its own: each account comes with none.
        return { accounts: toConnectedAccounts(accounts, parameters?.withCapabilities), chainId }
      },

      async disconnect() {
        const target = state.provider
        if (!target) return
        stopListening(target)
        state.chainId = undefined
        // A session the wallet already ended has nothing left to close.
        if (target.session) await target.disconnect().catch(() => undefined)
      },

      async getAccounts() {
        return (await loadMethods()).getAccounts()
      },

      async getChainId() {
        return (await loadMethods()).getChainId()
      },

      async getProvider() {
        return (await loadMethods()).getProvider()
      },

      async isAuthorized() {
        // Methods that cannot load answer like a session that cannot be read: not authorised, nothing to restore.
        const methods = await loadMethods().catch(() => undefined)
        return methods ? methods.isAuthorized() : false
      },

      async switchChain(parameters: { chainId: number }) {
        return (await loadMethods()).switchChain(parameters)
      },

      onAccountsChanged(accounts: string[]) {
        // The session listens only from `connect`, so its methods (with viem's checksum) have loaded.
        const addresses = loaded?.toAddresses(accounts) ?? []
        if (addresses.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: addresses })
      },

      onChainChanged(chain: string) {
        const chainId = Number(chain.includes(':') ? chain.split(':')[1] : chain)
        if (!Number.isSafeInteger(chainId) || chainId === state.chainId) return
        state.chainId = chainId
        config.emitter.emit('change', { chainId })
      },

      onDisconnect() {
        if (state.provider) stopListening(state.provider)
        state.chainId = undefined
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
