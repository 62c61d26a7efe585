import {
  type WalletConnectProvider,
  WalletConnectSessionMissingError,
  type WalletConnectSource,
} from '@org/appkit-core'
import type { CreateConnectorFn } from '@wagmi/core'
import { type Address, type Chain, getAddress, numberToHex, SwitchChainError } from 'viem'
import type { WalletConnectEip1193Provider } from './WalletConnectEip1193Provider.ts'

/** What the WalletConnect connector's methods share with the connector wagmi holds. */
export interface WalletConnectMethodsContext {
  /** wagmi's side of the connector: the configured chains, and the emitter that reports changes to wagmi. */
  readonly config: Pick<Parameters<CreateConnectorFn>[0], 'chains' | 'emitter'>
  readonly source: WalletConnectSource
  /** The connector's state, also read and changed by its synchronous handlers. */
  readonly state: {
    /** The session provider, once the source handed it out. */
    provider: WalletConnectProvider | undefined
    /** The chain requests go to: set by connecting and switching, cleared on disconnect. */
    chainId: number | undefined
  }
  /** Subscribes the connector's handlers to the session's events (accounts, chain, session end). */
  listen(target: WalletConnectProvider): void
  stopListening(target: WalletConnectProvider): void
}

/** What wagmi passes to a connector's `connect` that the session reads (the chain to use). */
export interface WalletConnectConnectParameters {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
}

/** The connector's asynchronous methods, as wagmi calls them. */
export interface WalletConnectMethods {
  /** The session's accounts on the chain used, as plain addresses (the connector adds capabilities when asked). */
  connect(parameters?: WalletConnectConnectParameters): Promise<{ accounts: Address[]; chainId: number }>
  getAccounts(): Promise<Address[]>
  getChainId(): Promise<number>
  getProvider(): Promise<WalletConnectEip1193Provider>
  isAuthorized(): Promise<boolean>
  switchChain(parameters: { chainId: number }): Promise<Chain>
  /** The accounts of a session's `accountsChanged` (CAIP-10 ids or plain addresses) as checksummed addresses. */
  toAddresses(accounts: readonly string[]): Address[]
}

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
 * The WalletConnect connector's asynchronous methods (connect, accounts, chain, provider, authorisation, switch)
 * over the page's session. Part of the adapter's lazy module (`wagmiRuntime.ts`), which the connector loads on its
 * first such call (unless the adapter's preload did); what wagmi reads synchronously stays in the connector.
 *
 * @example
 * const methods = createWalletConnectMethods({ config, source, state, listen, stopListening })
 * await methods.connect({ chainId: 1 }) // { accounts: ['0xf39F…2266'], chainId: 1 }
 */
export function createWalletConnectMethods(context: WalletConnectMethodsContext): WalletConnectMethods {
  const { config, source, state } = context
  let eip1193: WalletConnectEip1193Provider | undefined

  async function getSessionProvider(): Promise<WalletConnectProvider> {
    state.provider ??= await source.getProvider()
    return state.provider
  }

  function isConfigured(chainId: number) {
    return config.chains.some((chain) => chain.id === chainId)
  }

  return {
    async connect(parameters) {
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
      state.chainId = chainId
      context.stopListening(target)
      context.listen(target)
      return { accounts: eip155Accounts(target, chainId), chainId }
    },

    async getAccounts() {
      const target = await getSessionProvider()
      return eip155Accounts(target, state.chainId)
    },

    async getChainId() {
      const target = await getSessionProvider()
      const chainId = state.chainId ?? firstSessionChainId(target)
      if (chainId === undefined) throw new WalletConnectSessionMissingError()
      return chainId
    },

    async getProvider() {
      const target = await getSessionProvider()
      eip1193 ??= {
        walletConnect: target,
        request: (args) =>
          target.request(args, `eip155:${state.chainId ?? firstSessionChainId(target) ?? 1}`),
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

    async switchChain({ chainId }) {
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
      state.chainId = chainId
      config.emitter.emit('change', { chainId })
      return chain
    },

    toAddresses(accounts) {
      return accounts.flatMap((account) => {
        const address = account.includes(':') ? account.split(':')[2] : account
        return address ? [getAddress(address)] : []
      })
    },
  }
}
