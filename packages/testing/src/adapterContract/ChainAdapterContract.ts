import type { CaipNetwork, ChainAdapter, ConnectorType } from '@org/appkit-core'

/** How a contract test's wallet answers its prompts. */
export type ContractWalletPolicy = 'approve' | 'reject' | 'hang'

/**
 * The wallet behind the adapter under test, as the suite drives it: a dev wallet of the namespace (or the mock's
 * own). It answers prompts as told and acts on its own, as a visitor would in the wallet.
 */
export interface ContractWallet {
  /** What `connect` is given to reach this wallet. */
  readonly connector: { id: string; type: ConnectorType }
  /** The chain id the wallet is on now (the CAIP-2 reference). */
  readonly chainId: number | string
  /** Answers the next prompts (connect, sign, send, switch) so; prompts held open stay open. */
  setPolicy(policy: ContractWalletPolicy): void
  /** Whether a prompt is held open by `'hang'`. */
  hasPendingPrompt(): boolean
  approvePending(): void
  /** Rejects the oldest held prompt as the user declining it. */
  rejectPending(): void
  /** The visitor picks another account in the wallet; resolves with its address. */
  switchAccount(): string | Promise<string>
  /** The visitor switches network in the wallet; resolves with the new chain id. Absent: one network only. */
  switchChain?(): number | string | Promise<number | string>
  /** The visitor disconnects the dApp in the wallet. */
  disconnect(): void | Promise<void>
  /** Whether `signature` is a valid signature of `message` by `address` (checked the namespace's own way). */
  verifySignature(signed: { address: string; message: string; signature: string }): boolean | Promise<boolean>
}

/** One page load of the suite: a fresh adapter with its wallet. */
export interface ContractPage {
  adapter: ChainAdapter
  wallet: ContractWallet
  /** The network the page connects on; the adapter was given it. */
  network: CaipNetwork
  /** A fresh adapter over the same wallet and storage, as after the visitor reloads the page. */
  reload(): ChainAdapter | Promise<ChainAdapter>
}

/** The local chain behind the page, for the cases that move funds. */
export interface ContractChain {
  /** An address of the namespace that receives the sends (an account nobody else sends from). */
  receiver: string
  /**
   * A fungible token the wallet's account holds, when the namespace has tokens. `symbol` is the one the adapter reads
   * for it; absent where the chain holds none (a classic SPL mint without metadata), and then not checked.
   */
  token?: { address: string; decimals: number; symbol?: string }
  /** Another network the adapter was given that the wallet can switch to; absent: switching is not run. */
  otherNetwork?: CaipNetwork
}

export interface DescribeChainAdapterContractParameters {
  /** The adapter's name in the test titles. */
  name: string
  /** Loads a page for one test; called by each test, after the chain (if any) has started. */
  loadPage(): ContractPage | Promise<ContractPage>
  /**
   * The local chain, read when a chain case runs (after the file's `beforeAll` started it). Absent: only the
   * chain-free part runs (the mock adapter).
   */
  chain?: () => ContractChain
  /**
   * What this namespace's test setup has beyond the basics. A case that needs what it lacks is not part of the run
   * (not registered, so never reported as skipped): a wallet that switches network on its own (`wallet.switchChain`),
   * a second network the adapter was given (`chain().otherNetwork`), a token the account holds (`chain().token`).
   */
  offers: ContractOffers
}

/** See `DescribeChainAdapterContractParameters.offers`. */
export interface ContractOffers {
  walletChainSwitch: boolean
  otherNetwork: boolean
  token: boolean
}
