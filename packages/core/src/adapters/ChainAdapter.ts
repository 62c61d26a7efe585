import type { AccountType } from '../types/AccountType.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { Connector, ConnectorType } from '../types/Connector.ts'
import type { WalletConnectSource } from './WalletConnectProvider.ts'

/**
 * What a namespace can do. The UI hides what a namespace cannot do instead of calling a stub, so a flag is true
 * only when the adapter implements the feature for real, and a flag that names methods is true exactly when the
 * adapter has them (the shared contract suite of `@org/appkit-testing` checks both ways).
 */
export interface ChainAdapterCapabilities {
  /** Native and token sends with their fee: `sendNative`, `sendToken` and `estimateSendFee`. */
  send: boolean
  swap: boolean
  /** Name lookup and registration (spec §6: eip155 only). */
  names: boolean
  /** Activity / transaction history (spec §6: eip155 and solana). */
  history: boolean
  /** Native and token balances (spec §6: eip155 and solana). */
  balance: boolean
  signMessage: boolean
  /** Contract calls by ABI (`writeContract`, part of the eip155 extension). */
  writeContract: boolean
  /** The embedded (email/social) wallet can serve this namespace (spec §6: eip155 and solana). */
  embeddedWallet: boolean
}

/** One account of a connection, in the shape `useAppKitAccount().allAccounts` returns. */
export interface AdapterAccount {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
}

/** A live connection as the adapter reports it after `connect` or `reconnect`. */
export interface AdapterConnection {
  /** The active address, without its CAIP prefix. */
  address: string
  /** The chain id the wallet is on: the CAIP-2 reference (`1`, a Solana genesis hash prefix, ...). */
  chainId: number | string
  /** Every account the wallet exposed; defaults to the active address alone. */
  accounts?: readonly AdapterAccount[]
}

export interface AdapterConnectParameters {
  /** The connector's id, as the adapter reported it. */
  id: string
  type: ConnectorType
  /** The network to connect on (the namespace's active network). */
  network?: CaipNetwork
  info?: { rdns?: string }
  /** Embedded-wallet social login result (spec §2 ConnectingSocial). */
  socialUri?: string
}

export interface AdapterReconnectParameters {
  /** The connector id stored at the last successful connection. */
  connectorId: string
  network?: CaipNetwork
}

export interface AdapterSwitchNetworkParameters {
  network: CaipNetwork
  connectorId?: string
}

export interface AdapterBalanceParameters {
  address: string
  network: CaipNetwork
  /** Token contract / mint; absent for the native token. */
  tokenAddress?: string
}

export interface AdapterBalance {
  /** Formatted in token units, e.g. '1.5'. */
  balance: string
  symbol: string
}

export interface AdapterSignMessageParameters {
  message: string
  address: string
  connectorId?: string
}

/** A transfer of the network's native token (ETH, SOL, BTC, DOT). */
export interface AdapterSendNativeParameters {
  network: CaipNetwork
  /** The sender. */
  address: string
  to: string
  /** In the native token's smallest unit (wei, lamports, satoshi, planck). */
  value: bigint
  /**
   * The price per fee unit to pay, as the dApp's Blockchain API quoted it for the network (wei per gas on eip155);
   * absent: the wallet's own choice. An adapter whose fees have no such price ignores it.
   */
  feeRate?: bigint
}

/** The token of a transfer: a contract (ERC-20) or mint (SPL), with the decimals its amounts use. */
export interface AdapterSendToken {
  /** The token's plain address on the network (no CAIP prefix). */
  address: string
  decimals: number
}

/** A transfer of a fungible token; the adapter builds the namespace's own transfer (ERC-20 `transfer`, SPL ...). */
export interface AdapterSendTokenParameters {
  network: CaipNetwork
  /** The sender. */
  address: string
  to: string
  token: AdapterSendToken
  /** In the token's smallest unit. */
  amount: bigint
}

/** The send whose network fee is wanted: a native transfer, or a token transfer when `token` is given. */
export interface AdapterSendFeeParameters {
  network: CaipNetwork
  /** The sender. */
  address: string
  to: string
  /** In the smallest unit of the native token, or of `token` when given. */
  amount: bigint
  token?: AdapterSendToken
  /** As in `AdapterSendNativeParameters`: the quoted price per fee unit, when the network has one. */
  feeRate?: bigint
}

/** The network fee a send would cost. */
export interface AdapterSendFee {
  /** In the native token's smallest unit. */
  fee: bigint
}

/** A transaction the wallet accepted and broadcast. */
export interface AdapterSendResult {
  /** The transaction hash (a signature on Solana). */
  hash: string
}

/** A transaction to wait for (`waitForTransaction`). */
export interface AdapterWaitForTransactionParameters {
  /** What the send returned (a signature on Solana). */
  hash: string
  network: CaipNetwork
}

/** An eip155 transaction (the eip155 extension's `sendTransaction` and `estimateGas`). */
export interface AdapterTransactionParameters {
  network: CaipNetwork
  /** The sender. */
  address: string
  to: string
  /** In wei. */
  value: bigint
  data?: string
  gas?: bigint
  gasPrice?: bigint
}

/** An eip155 contract call by ABI (the eip155 extension's `writeContract`). */
export interface AdapterWriteContractParameters {
  network: CaipNetwork
  /** The sender. */
  address: string
  contractAddress: string
  /** The ABI describing `method`. */
  abi: readonly unknown[]
  method: string
  args: readonly unknown[]
}

/**
 * What only an eip155 adapter can do: raw transactions with calldata, gas estimates and ABI contract calls. No
 * shared code relies on it (sends go through `sendNative` / `sendToken`); a dApp's or a feature's EVM-only code may,
 * after checking the method is there (`writeContract` also has its capability flag).
 */
export interface Eip155AdapterExtension {
  sendTransaction(parameters: AdapterTransactionParameters): Promise<AdapterSendResult>
  estimateGas(parameters: AdapterTransactionParameters): Promise<{ gas: bigint }>
  writeContract(parameters: AdapterWriteContractParameters): Promise<AdapterSendResult>
}

export interface AdapterProfileParameters {
  address: string
  /** The network the account is on; an adapter may look names up on another configured network (ENS on mainnet). */
  network: CaipNetwork
}

/** A name and avatar of an address (ENS on eip155); null where there is none. */
export interface AdapterProfile {
  name: string | null
  /** An image URL (https, ipfs resolved, or a data: image). */
  avatar: string | null
}

export interface AdapterResolveNameParameters {
  /** A name of the chain's name service, e.g. `bob.eth`. */
  name: string
  network: CaipNetwork
}

/** Where a name points (null: nobody has it) and its avatar. */
export interface AdapterResolvedName {
  address: string | null
  avatar: string | null
}

/** Events an adapter reports about the wallet outside any request (spec §4). */
export interface ChainAdapterEvents {
  accountChanged: { address: string; chainId?: number | string; accounts?: readonly AdapterAccount[] }
  chainChanged: { chainId: number | string }
  disconnect: { connectorId?: string }
  /** A pending transaction changed; listeners refresh the native balance (spec §4). */
  pendingTransactions: { hash?: string }
}

export type ChainAdapterEventName = keyof ChainAdapterEvents

/** A typed event emitter; `on` returns the unsubscribe function. */
export interface AdapterEmitter<Events extends object = ChainAdapterEvents> {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
  off<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
  removeAllListeners(): void
}

/**
 * The one contract every chain adapter implements (docs/architecture.md "Adapters"). It speaks of accounts,
 * networks, messages, transfers and balances; each namespace builds its transfers its own way. What only some
 * namespaces can do is optional and announced by a capability flag (sends, the eip155 extension's contract calls),
 * so no adapter stubs a method it cannot honour. An adapter maps its library's errors into core errors once (user
 * rejections keep their EIP-1193 code) and never touches controller state: the core calls it and listens to its
 * events.
 *
 * @example
 * const adapter: ChainAdapter = new WagmiAdapter({ projectId, networks })
 * const connection = await adapter.connect({ id: 'io.metamask', type: 'ANNOUNCED' })
 */
export interface ChainAdapter extends Partial<Eip155AdapterExtension> {
  readonly namespace: ChainNamespace
  readonly capabilities: Readonly<ChainAdapterCapabilities>
  readonly emitter: AdapterEmitter<ChainAdapterEvents>
  /**
   * True for the adapter `@org/appkit` builds on the WalletConnect session alone when the dApp passed none (the
   * spec's "no adapters" case): the modal then opens on ConnectingWalletConnectBasic (desktop) or AllWallets.
   */
  readonly walletConnectOnly?: boolean

  /**
   * Loads the code the adapter's flows run (a connect, a balance) without acting, so that the visitor's pick in the
   * modal does not wait for it: the core calls it once the browser is idle after the modal opened. Optional, for
   * adapters whose flows load on demand; never rejects (a failed load is tried again by the flow that needs it).
   */
  preload?(): Promise<void>
  /** Discovers the connectors available now (injected, announced, WalletConnect, external, auth). */
  syncConnectors(): Promise<readonly Connector[]>
  /** Reports the full connector list again whenever it changes (e.g. an EIP-6963 announcement). */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void

  connect(parameters: AdapterConnectParameters): Promise<AdapterConnection>
  disconnect(parameters: { connectorId: string }): Promise<void>
  /** Restores an existing connection without prompting; null when there is none to restore. */
  reconnect(parameters: AdapterReconnectParameters): Promise<AdapterConnection | null>
  getAccounts(parameters: { connectorId: string }): Promise<readonly AdapterAccount[]>
  switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void>
  getBalance(parameters: AdapterBalanceParameters): Promise<AdapterBalance>
  signMessage(parameters: AdapterSignMessageParameters): Promise<{ signature: string }>
  /** Sends the native token; present exactly when `capabilities.send`. */
  sendNative?(parameters: AdapterSendNativeParameters): Promise<AdapterSendResult>
  /** Sends a fungible token the namespace's own way; present exactly when `capabilities.send`. */
  sendToken?(parameters: AdapterSendTokenParameters): Promise<AdapterSendResult>
  /** The network fee of a native or token send; present exactly when `capabilities.send`. */
  estimateSendFee?(parameters: AdapterSendFeeParameters): Promise<AdapterSendFee>
  /**
   * Resolves once a transaction this adapter sent is included on `network` (rejects when it failed or the adapter
   * gave up waiting). The core then reads balances again: those read between the send and its inclusion were the
   * old ones. Optional: without it, balances are read again only at the send.
   */
  waitForTransaction?(parameters: AdapterWaitForTransactionParameters): Promise<void>
  /**
   * Name and avatar from the chain's own name service; absent on namespaces without one. The core asks the
   * blockchain API first and falls back to this.
   */
  getProfile?(parameters: AdapterProfileParameters): Promise<AdapterProfile>
  /** The address a name points to on the chain's own name service (ENS on eip155), for sends by name. */
  resolveName?(parameters: AdapterResolveNameParameters): Promise<AdapterResolvedName>
  /**
   * The wallet's own provider behind a live connection (an EIP-1193 provider on eip155), as
   * `useAppKitProvider(namespace).walletProvider` hands it to the dApp; undefined when not connected.
   */
  getWalletProvider?(parameters: { connectorId: string }): unknown
  /**
   * Gives the adapter the page's WalletConnect session (`@org/appkit` calls it once, before `syncConnectors`), so
   * it can offer a WALLET_CONNECT connector whose requests go through that session.
   */
  setWalletConnect?(source: WalletConnectSource): void
}
