import {
  type AdapterBalanceParameters,
  type AdapterProfileParameters,
  type AdapterResolveNameParameters,
  type AdapterSendFeeParameters,
  type AdapterSendNativeParameters,
  type AdapterSendTokenParameters,
  type AdapterTransactionParameters,
  type AdapterWaitForTransactionParameters,
  type AdapterWriteContractParameters,
  type CaipNetwork,
  type ChainAdapter,
  NetworkNotFoundError,
} from '@org/appkit-core'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { estimateGas } from './actions/estimateGas.ts'
import { estimateSendFee } from './actions/estimateSendFee.ts'
import { readBalance } from './actions/readBalance.ts'
import { sendToken } from './actions/sendToken.ts'
import { sendTransaction } from './actions/sendTransaction.ts'
import { signMessage } from './actions/signMessage.ts'
import { waitForTransaction } from './actions/waitForTransaction.ts'
import { writeContract } from './actions/writeContract.ts'
import { configuredChainId } from './configuredChainId.ts'
import type { ConnectionContext } from './connection/ConnectionContext.ts'
import { connectionOf } from './connection/connectionOf.ts'
import { connectWallet } from './connection/connectWallet.ts'
import { disconnectWallet } from './connection/disconnectWallet.ts'
import { reconnectWallet } from './connection/reconnectWallet.ts'
import { switchWalletNetwork } from './connection/switchWalletNetwork.ts'
import { findConnector } from './findConnector.ts'
import { readEnsProfile } from './readEnsProfile.ts'
import { resolveEnsName } from './resolveEnsName.ts'

/** The adapter's asynchronous methods, which `WagmiAdapter` hands on to its runtime as they are. */
export type AdapterFlows = Required<
  Pick<
    ChainAdapter,
    | 'connect'
    | 'reconnect'
    | 'getAccounts'
    | 'switchNetwork'
    | 'getBalance'
    | 'signMessage'
    | 'sendNative'
    | 'sendToken'
    | 'estimateSendFee'
    | 'waitForTransaction'
    | 'sendTransaction'
    | 'estimateGas'
    | 'writeContract'
    | 'getProfile'
    | 'resolveName'
  >
> & {
  /** Ends a live connection, `WagmiAdapter.disconnect` having found its connector and forgotten its provider. */
  disconnect(connector: WagmiConnector): Promise<void>
}

/**
 * The bodies of `WagmiAdapter`'s asynchronous methods over the adapter's wagmi config and connection context:
 * each resolves the network it is given to a configured chain ('Network not found' otherwise) and runs its flow.
 * Part of the adapter's lazy module (`wagmiRuntime.ts`): the page's first load carries one line per method.
 *
 * @example
 * const flows = createAdapterFlows(context)
 * await flows.getBalance({ address, network: mainnet }) // { balance: '1.5', symbol: 'ETH' }
 */
export function createAdapterFlows(context: ConnectionContext): AdapterFlows {
  const { config } = context

  function requireChainId(network: CaipNetwork): number {
    const chainId = configuredChainId(config, network)
    if (chainId === undefined) throw new NetworkNotFoundError(network.caipNetworkId)
    return chainId
  }

  /**
   * Where names are looked up: the network itself when it has an ENS universal resolver (mainnet, sepolia, the
   * devnets), else the first configured network that has one; undefined when none has.
   */
  function nameServiceChainId(network: CaipNetwork): number | undefined {
    const hasResolver = (chain: { contracts?: { ensUniversalResolver?: unknown } }) =>
      Boolean(chain.contracts?.ensUniversalResolver)
    const requested = configuredChainId(config, network)
    const chain =
      config.chains.find((candidate) => candidate.id === requested && hasResolver(candidate)) ??
      config.chains.find(hasResolver)
    return chain?.id
  }

  const flows: AdapterFlows = {
    connect: (parameters) => connectWallet(context, parameters),
    reconnect: (parameters) => reconnectWallet(context, parameters),

    disconnect: (connector) => disconnectWallet(context, connector),

    async getAccounts({ connectorId }) {
      return connectionOf(config, connectorId)?.accounts ?? []
    },

    switchNetwork: (parameters) => switchWalletNetwork(config, parameters),

    async getBalance({ address, tokenAddress, network }: AdapterBalanceParameters) {
      return readBalance(config, { address, tokenAddress, chainId: requireChainId(network) })
    },

    async signMessage({ message, address, connectorId }) {
      const connector = connectorId ? findConnector(config, connectorId) : undefined
      return { signature: await signMessage(config, { message, address, connector }) }
    },

    /** ETH (the network's native token), at `feeRate` as the gas price when given. */
    sendNative: ({ feeRate, ...parameters }: AdapterSendNativeParameters) =>
      flows.sendTransaction({ ...parameters, ...(feeRate === undefined ? {} : { gasPrice: feeRate }) }),

    /** An ERC-20 token: the wallet calls the contract's `transfer(to, amount)`. */
    async sendToken({ network, ...transfer }: AdapterSendTokenParameters) {
      return { hash: await sendToken(config, { ...transfer, chainId: requireChainId(network) }) }
    },

    /**
     * The fee of a native or ERC-20 send in wei: the node's gas estimate (a transfer's usual gas when it cannot
     * estimate) times `feeRate`, or the node's gas price without one.
     */
    async estimateSendFee({ network, ...send }: AdapterSendFeeParameters) {
      return { fee: await estimateSendFee(config, { ...send, chainId: requireChainId(network) }) }
    },

    /** Resolves once the transaction is in a block of its network (the core then reads balances again). */
    async waitForTransaction({ hash, network }: AdapterWaitForTransactionParameters) {
      await waitForTransaction(config, { hash, chainId: requireChainId(network) })
    },

    async sendTransaction({ network, ...transaction }: AdapterTransactionParameters) {
      return { hash: await sendTransaction(config, { ...transaction, chainId: requireChainId(network) }) }
    },

    async estimateGas({ network, ...transaction }: AdapterTransactionParameters) {
      return { gas: await estimateGas(config, { ...transaction, chainId: requireChainId(network) }) }
    },

    async writeContract({ network, ...call }: AdapterWriteContractParameters) {
      return { hash: await writeContract(config, { ...call, chainId: requireChainId(network) }) }
    },

    /** ENS name and avatar (viem's universal-resolver calls); no resolver anywhere answers no name. */
    async getProfile({ address, network }: AdapterProfileParameters) {
      const chainId = nameServiceChainId(network)
      if (chainId === undefined) return { name: null, avatar: null }
      return readEnsProfile(config, { address, chainId })
    },

    /** The address an ENS name points to (and its avatar), on the same network choice as `getProfile`. */
    async resolveName({ name, network }: AdapterResolveNameParameters) {
      const chainId = nameServiceChainId(network)
      if (chainId === undefined) return { address: null, avatar: null }
      return resolveEnsName(config, { name, chainId })
    },
  }
  return flows
}
