import type { Connector } from '@org/appkit-core'
import type { WalletAdapter } from '@solana/wallet-adapter-base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createStandardConnector } from './createStandardConnector.ts'
import { createWalletAdapterConnector } from './createWalletAdapterConnector.ts'
import { isSolanaStandardWallet } from './isSolanaStandardWallet.ts'
import type { SolanaConnector } from './SolanaConnector.ts'

/** The adapter's connectors: the page's Wallet Standard wallets, the given wallet adapters, and WalletConnect. */
export interface ConnectorList {
  /** Every connector now: Wallet Standard wallets with Solana, then the wallet adapters, then WalletConnect. */
  list(): SolanaConnector[]
  find(id: string, type?: string): SolanaConnector | undefined
  /** The connector once its wallet has registered (extensions register a moment after load); undefined after `timeoutMs`. */
  waitFor(id: string, timeoutMs: number): Promise<SolanaConnector | undefined>
  /** Calls `onChange` whenever a wallet registers or unregisters, or a wallet adapter's ready state changes. */
  watch(onChange: () => void): () => void
}

/**
 * The connectors of a `SolanaAdapter`. Wallet Standard wallets come from `getWallets()` at each call, so one that
 * registers after load is there; a wallet adapter is left out when a Wallet Standard wallet of the same name is on
 * the page (the same wallet, better served), or when it says it is unsupported.
 *
 * @example const connectors = createConnectorList({ wallets, getWalletConnect: () => walletConnect })
 */
export function createConnectorList(parameters: {
  wallets: readonly WalletAdapter[]
  getWalletConnect(): SolanaConnector | undefined
}): ConnectorList {
  const { wallets, getWalletConnect } = parameters
  const adapterConnectors = wallets.map(createWalletAdapterConnector)
  const standardConnectors = new WeakMap<Wallet, SolanaConnector>()

  function standardConnector(wallet: Wallet): SolanaConnector {
    let connector = standardConnectors.get(wallet)
    if (!connector) {
      connector = createStandardConnector(wallet)
      standardConnectors.set(wallet, connector)
    }
    return connector
  }

  function list(): SolanaConnector[] {
    const standard = getWallets().get().filter(isSolanaStandardWallet).map(standardConnector)
    const names = new Set(standard.map((connector) => connector.name))
    const adapters = adapterConnectors.filter(
      (connector, index) => !names.has(connector.name) && wallets[index]?.readyState !== 'Unsupported',
    )
    const walletConnect = getWalletConnect()
    return [...standard, ...adapters, ...(walletConnect ? [walletConnect] : [])]
  }

  function find(id: string, type?: string): SolanaConnector | undefined {
    const walletConnect = getWalletConnect()
    if (type === 'WALLET_CONNECT' && walletConnect) return walletConnect
    return list().find((connector) => connector.id === id)
  }

  return {
    list,
    find,
    async waitFor(id, timeoutMs) {
      const found = find(id)
      if (found) return found
      return new Promise((resolve) => {
        const finish = (connector: SolanaConnector | undefined) => {
          clearTimeout(timer)
          off()
          resolve(connector)
        }
        const off = getWallets().on('register', () => {
          const connector = find(id)
          if (connector) finish(connector)
        })
        const timer = setTimeout(() => finish(undefined), timeoutMs)
      })
    },
    watch(onChange) {
      const registry = getWallets()
      const offs = [registry.on('register', onChange), registry.on('unregister', onChange)]
      for (const wallet of wallets) {
        wallet.on('readyStateChange', onChange)
        offs.push(() => wallet.off('readyStateChange', onChange))
      }
      return () => {
        for (const off of offs) off()
      }
    },
  }
}

/** The core's view of a connector (spec §3 "Connector"). */
export function toCoreConnector(connector: SolanaConnector): Connector {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: 'solana',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(connector.type === 'WALLET_CONNECT' ? {} : { installed: connector.installed }),
  }
}
