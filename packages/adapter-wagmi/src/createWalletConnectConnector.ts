import {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectProvider,
  WalletConnectSessionMissingError,
  type WalletConnectSource,
} from '@org/appkit-core'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex, SwitchChainError } from 'viem'

/** What wagmi and the dApp see: an EIP-1193 provider whose requests go through the WalletConnect session. */
export interface WalletConnectEip1193Provider {
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>
  /** The session provider underneath (the universal provider). */
  readonly walletConnect: WalletConnectProvider
}

const WALLET_CONNECT_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzMzk2ZmYiLz48cGF0aCBkPSJNMTIuNSAxNS41YzQuMi00LjEgMTAuOC00LjEgMTUgMGwuNS41LTIgMi0uNi0uNmMtMy0yLjktNy44LTIuOS0xMC44IDBsLS43LjYtMi0yem04LjMgNi40IDUuMi01IDIgMi03LjIgNy4xLTcuMi03LjEgMi0yeiIgZmlsbD0iI2ZmZiIvPjwvc3ZnPg=='

function eip155Accounts(provider: WalletConnectProvider, chainId?: number): Address[] {
  const ids = provider.session?.namespaces.eip155?.accounts ?? []
  const addresses = ids.flatMap((id) => {
    const [, reference, address] = id.split(':')
    if (!address || (chainId !== undefined && reference !== String(chainId))) return []
    return [getAddress(address)]
  })
  return [...new Set(addresses)]
}

function firstSessionChainId(provider: WalletConnectProvider): number | undefined {
  const [first] = provider.session?.namespaces.eip155?.accounts ?? []
  const chainId = Number(first?.split(':')[1])
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

/**
 * The wagmi connector of the page's WalletConnect session (id `walletConnect`, type `walletConnect`, so the core
 * lists it as WALLET_CONNECT). It never pairs by itself: the modal pairs first (QR code, deep link) and `connect`
 * then reads the approved session. Requests go through the session on the connector's current chain; reads the
 * wallet does not serve go to the session's RPC map.
 */
export function createWalletConnectConnector(source: WalletConnectSource) {
  return createConnector<WalletConnectEip1193Provider>((config) => {
    let provider: WalletConnectProvider | undefined
    let currentChainId: number | undefined
    let eip1193: WalletConnectEip1193Provider | undefined
    const listeners = {
      accountsChanged: (accounts: string[]) => connector.onAccountsChanged(accounts),
      chainChanged: (chainId: string | number) => connector.onChainChanged(String(chainId)),
      sessionDelete: () => connector.onDisconnect(),
    }

    async function getSessionProvider(): Promise<WalletConnectProvider> {
      provider ??= await source.getProvider()
      return provider
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

    function isConfigured(chainId: number) {
      return config.chains.some((chain) => chain.id === chainId)
    }

    const connector = {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',
      icon: WALLET_CONNECT_ICON,

      async connect(parameters?: { chainId?: number | undefined; isReconnecting?: boolean | undefined }) {
        const target = await getSessionProvider()
        const sessionChain = firstSessionChainId(target)
        if (!target.session || sessionChain === undefined) throw new WalletConnectSessionMissingError()
        const approved = target.session.namespaces.eip155?.chains ?? []
        const wanted = parameters?.chainId
        const chainId =
          wanted !== undefined && approved.includes(`eip155:${wanted}`) && isConfigured(wanted)
            ? wanted
            : sessionChain
        target.setDefaultChain(`eip155:${chainId}`)
        currentChainId = chainId
        stopListening(target)
        listen(target)
        // wagmi's generic shape allows capabilities; this connector never returns them.
        return { accounts: eip155Accounts(target, chainId), chainId } as never
      },

      async disconnect() {
        const target = provider
        if (!target) return
        stopListening(target)
        currentChainId = undefined
        // A session the wallet already ended has nothing left to close.
        if (target.session) await target.disconnect().catch(() => undefined)
      },

      async getAccounts() {
        const target = await getSessionProvider()
        return eip155Accounts(target, currentChainId)
      },

      async getChainId() {
        const target = await getSessionProvider()
        const chainId = currentChainId ?? firstSessionChainId(target)
        if (chainId === undefined) throw new WalletConnectSessionMissingError()
        return chainId
      },

      async getProvider() {
        const target = await getSessionProvider()
        eip1193 ??= {
          walletConnect: target,
          request: (args) =>
            target.request(args, `eip155:${currentChainId ?? firstSessionChainId(target) ?? 1}`),
        }
        return eip1193
      },

      async isAuthorized() {
        try {
          const target = await getSessionProvider()
          return eip155Accounts(target).length > 0
        } catch {
          return false
        }
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        const target = await getSessionProvider()
        try {
          // An approved chain switches in the session; another one asks the wallet (wallet_switchEthereumChain).
          await target.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        } catch (error) {
          throw new SwitchChainError(error as Error)
        }
        target.setDefaultChain(`eip155:${chainId}`)
        currentChainId = chainId
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts: string[]) {
        const addresses = accounts.flatMap((account) => {
          const address = account.includes(':') ? account.split(':')[2] : account
          return address ? [getAddress(address)] : []
        })
        if (addresses.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: addresses })
      },

      onChainChanged(chain: string) {
        const chainId = Number(chain.includes(':') ? chain.split(':')[1] : chain)
        if (!Number.isSafeInteger(chainId) || chainId === currentChainId) return
        currentChainId = chainId
        config.emitter.emit('change', { chainId })
      },

      onDisconnect() {
        if (provider) stopListening(provider)
        currentChainId = undefined
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
