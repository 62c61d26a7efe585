import type { WalletKitTypes } from '@reown/walletkit'
import type { ProposalTypes, SessionTypes, Verify } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { type LocalAccount, numberToHex } from 'viem'
import type { SolanaWalletAccount } from '../accounts/SolanaWalletAccount.ts'
import { getSolanaChain } from '../chains/getSolanaChain.ts'
import { getWalletChain } from '../chains/getWalletChain.ts'
import type { SolanaWalletChain } from '../chains/SolanaWalletChain.ts'
import type { WalletChain } from '../chains/WalletChain.ts'
import { jsonRpcErrorCodes } from '../errors/jsonRpcErrorCodes.ts'
import { toJsonRpcError } from '../errors/toJsonRpcError.ts'
import { buildWalletNamespaces } from '../namespaces/buildWalletNamespaces.ts'
import { assertTypedDataChain } from '../requests/assertTypedDataChain.ts'
import { decodeSessionRequest } from '../requests/decodeSessionRequest.ts'
import { getSolanaSigners } from '../requests/getSolanaSigners.ts'
import { isSolanaRequest } from '../requests/isSolanaRequest.ts'
import type { WalletKitClient } from './createWalletKit.ts'
import { toDappView } from './DappView.ts'
import { getSessionAccounts } from './getSessionAccounts.ts'
import { getSessionSolanaAccounts } from './getSessionSolanaAccounts.ts'
import { toProposalView } from './ProposalView.ts'
import { performApprovedRequest } from './performApprovedRequest.ts'
import type { RequestView } from './RequestView.ts'
import { type GetSolanaBalance, getSolanaBalanceFromRpc, readSolanaBalances } from './readSolanaBalances.ts'
import { toSessionView } from './SessionView.ts'
import type { WalletNotice } from './WalletNotice.ts'
import type { WalletState } from './WalletState.ts'

export interface CreateWalletControllerParameters {
  walletKit: WalletKitClient
  /** The accounts the wallet holds; the first is offered by default. */
  accounts: readonly LocalAccount[]
  chains: readonly WalletChain[]
  /** The Solana accounts the wallet holds; the first is offered by default. None: no solana namespace. */
  solanaAccounts?: readonly SolanaWalletAccount[]
  solanaChains?: readonly SolanaWalletChain[]
  /** How `refreshSolanaBalances` reads a balance; defaults to the chain's RPC. */
  getSolanaBalance?: GetSolanaBalance
}

export interface WalletController {
  getState(): WalletState
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Opens a `wc:` pairing URI; the dApp's proposal then arrives as a pending proposal. */
  pair(uri: string): Promise<void>
  /**
   * Approves with `address` and `solanaAddress` (default: the first held account of each) on every configured
   * chain the dApp asked for.
   */
  approveProposal(id: number, options?: { address?: `0x${string}`; solanaAddress?: string }): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  /** Answers EIP-1193's user-rejected error (4001). */
  rejectRequest(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
  /** Reads the SOL balance of every held Solana account on every configured Solana chain again. */
  refreshSolanaBalances(): Promise<void>
  /** Stops listening to WalletKit. */
  destroy(): void
}

/** The answer to a session request: a result, or a JSON-RPC error. */
type Answer = { result: unknown } | { error: { code: number; message: string } }

const userRejected = { code: jsonRpcErrorCodes.userRejectedRequest, message: 'User rejected the request.' }

/**
 * The wallet's behaviour over a started WalletKit, free of any UI framework: pending proposals and requests,
 * sessions, and the user's answers to them. The page renders `getState()` and calls the actions.
 *
 * @example
 * const controller = createWalletController({ walletKit, accounts, chains })
 * controller.subscribe(() => render(controller.getState()))
 * await controller.pair('wc:...')
 */
export function createWalletController({
  walletKit,
  accounts,
  chains,
  solanaAccounts = [],
  solanaChains = [],
  getSolanaBalance = getSolanaBalanceFromRpc,
}: CreateWalletControllerParameters): WalletController {
  const listeners = new Set<() => void>()
  // Answers already worked out but not yet delivered (the relay was away): a retry re-sends the same answer
  // instead of signing or sending a transaction twice.
  const undelivered = new Map<number, Answer>()
  // The proposals as received, for approving them (WalletKit's pending map is not keyed by id).
  const proposals = new Map<number, ProposalTypes.Struct>()
  let seq = 0
  let state: WalletState = {
    addresses: accounts.map((account) => account.address),
    solanaAddresses: solanaAccounts.map((account) => account.address),
    solanaBalances: [],
    proposals: [],
    requests: [],
    sessions: [],
    busy: [],
    notice: undefined,
    error: undefined,
  }

  function update(change: Partial<WalletState>) {
    state = { ...state, ...change }
    for (const listener of listeners) listener()
  }
  const notify = (notice: WalletNotice) => update({ notice: { seq: ++seq, ...notice } })
  const fail = (error: unknown) =>
    update({ error: { seq: ++seq, message: error instanceof Error ? error.message : String(error) } })

  const activeSessions = (): Record<string, SessionTypes.Struct> => walletKit.getActiveSessions()
  const refreshSessions = () =>
    update({
      sessions: Object.values(activeSessions())
        .sort((a, b) => a.expiry - b.expiry)
        .map(toSessionView),
    })
  const dappName = (topic: string) =>
    state.sessions.find((session) => session.topic === topic)?.dapp.name ??
    toDappView(activeSessions()[topic]?.peer.metadata).name

  /** Runs `action` with `key` marked busy; a second call while it runs does nothing. */
  async function busy(key: string, action: () => Promise<void>) {
    if (state.busy.includes(key)) return
    update({ busy: [...state.busy, key] })
    try {
      await action()
    } catch (error) {
      fail(error)
    } finally {
      update({ busy: state.busy.filter((entry) => entry !== key) })
    }
  }

  function addProposal(proposal: ProposalTypes.Struct, verifyContext?: Verify.Context) {
    if (proposals.has(proposal.id)) return
    proposals.set(proposal.id, proposal)
    const view = toProposalView(proposal, verifyContext)
    update({ proposals: [...state.proposals, view] })
    notify({ type: 'proposalReceived', dapp: view.dapp.name })
  }
  const removeProposal = (id: number) => {
    proposals.delete(id)
    update({ proposals: state.proposals.filter((proposal) => proposal.id !== id) })
  }
  const removeRequest = (id: number) =>
    update({ requests: state.requests.filter((request) => request.id !== id) })

  // Reads may overlap (a refresh click while a sent transaction refreshes): the latest one started wins.
  let balanceReads = 0
  async function refreshSolanaBalances() {
    if (solanaChains.length === 0 || solanaAccounts.length === 0) return
    const read = ++balanceReads
    const addresses = solanaAccounts.map((account) => account.address)
    update({
      busy: state.busy.includes('balances') ? state.busy : [...state.busy, 'balances'],
      // Before the first read: one loading line per balance.
      solanaBalances:
        state.solanaBalances.length > 0
          ? state.solanaBalances
          : solanaChains.flatMap((chain) =>
              addresses.map((address) => ({ chainId: chain.caipId, address, state: 'loading' as const })),
            ),
    })
    // Never throws: an unreachable chain gives `unavailable` balances.
    const solanaBalances = await readSolanaBalances(solanaChains, addresses, getSolanaBalance)
    if (read !== balanceReads) return
    update({ solanaBalances, busy: state.busy.filter((key) => key !== 'balances') })
  }

  async function respond(topic: string, id: number, answer: Answer) {
    undelivered.set(id, answer)
    await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } })
    undelivered.delete(id)
  }

  async function onSessionRequest(event: WalletKitTypes.SessionRequest) {
    if (state.requests.some((pending) => pending.id === event.id)) return
    const { topic, id } = event
    const { request: call, chainId } = event.params
    try {
      const request = decodeSessionRequest(call.method, call.params)
      // Typed data for another chain than the one addressed is refused before the user sees it (W1).
      assertTypedDataChain(request, chainId)
      // A chain the wallet has no RPC for cannot be switched to: 4902 at once, as EIP-3326 wallets answer.
      if (request.method === 'wallet_switchEthereumChain') getWalletChain(chains, request.chainId)
      if (isSolanaRequest(request)) {
        getSolanaChain(solanaChains, chainId)
        // A pubkey or fee payer the session does not share is refused at once (4100), never shown.
        getSolanaSigners(request, getSessionSolanaAccounts(activeSessions()[topic], chainId, solanaAccounts))
      }
      // Read-only calls need no consent: answer them at once (UniversalProvider usually answers them itself).
      if (request.method === 'eth_accounts') {
        await respond(topic, id, {
          result: getSessionAccounts(activeSessions()[topic], chainId, accounts).map(
            (account) => account.address,
          ),
        })
        return
      }
      if (request.method === 'eth_chainId') {
        await respond(topic, id, { result: numberToHex(getWalletChain(chains, chainId).chainId) })
        return
      }
      const view: RequestView = {
        id,
        topic,
        chainId,
        dapp: toDappView(activeSessions()[topic]?.peer.metadata, event.verifyContext),
        request,
      }
      update({ requests: [...state.requests, view] })
      notify({ type: 'requestReceived', dapp: view.dapp.name, method: request.method })
    } catch (error) {
      // Undecodable or unsupported: the dApp gets the typed error at once rather than waiting for a timeout.
      fail(error)
      await respond(topic, id, { error: toJsonRpcError(error) }).catch(fail)
    }
  }

  const onSessionProposal = (event: WalletKitTypes.SessionProposal) =>
    addProposal(event.params, event.verifyContext)
  const onProposalExpire = ({ id }: WalletKitTypes.ProposalExpire) => {
    const proposal = state.proposals.find((pending) => pending.id === id)
    if (!proposal) return
    removeProposal(id)
    notify({ type: 'proposalExpired', dapp: proposal.dapp.name })
  }
  const onRequestExpire = ({ id }: WalletKitTypes.SessionRequestExpire) => {
    const request = state.requests.find((pending) => pending.id === id)
    if (!request) return
    removeRequest(id)
    notify({ type: 'requestExpired', dapp: request.dapp.name, method: request.request.method })
  }
  const onSessionDelete = ({ topic }: WalletKitTypes.SessionDelete) => {
    const dapp = dappName(topic)
    update({ requests: state.requests.filter((request) => request.topic !== topic) })
    refreshSessions()
    notify({ type: 'sessionDeleted', dapp })
  }
  const onRequest = (event: WalletKitTypes.SessionRequest) => {
    void onSessionRequest(event)
  }

  walletKit.on('session_proposal', onSessionProposal)
  walletKit.on('session_request', onRequest)
  walletKit.on('proposal_expire', onProposalExpire)
  walletKit.on('session_request_expire', onRequestExpire)
  walletKit.on('session_delete', onSessionDelete)

  // What survived a reload: sessions, proposals not yet answered, requests not yet answered.
  refreshSessions()
  const now = Date.now() / 1000
  for (const proposal of Object.values(walletKit.getPendingSessionProposals())) {
    if (proposal.expiryTimestamp === undefined || proposal.expiryTimestamp > now) addProposal(proposal)
  }
  for (const pending of walletKit.getPendingSessionRequests()) {
    void onSessionRequest({ ...pending, verifyContext: pending.verifyContext })
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    pair: (uri) =>
      busy('pair', async () => {
        await walletKit.pair({ uri: uri.trim() })
        notify({ type: 'paired' })
      }),

    approveProposal: (id, options = {}) =>
      busy(`proposal:${id}`, async () => {
        const proposal = proposals.get(id)
        if (!proposal) throw new Error('This proposal is no longer pending.')
        const address = options.address ?? accounts[0]?.address
        if (!address) throw new Error('The wallet holds no account.')
        const solanaAddress = options.solanaAddress ?? solanaAccounts[0]?.address
        const namespaces = buildWalletNamespaces({ proposal, chains, address, solanaChains, solanaAddress })
        const session = await walletKit.approveSession({ id, namespaces })
        removeProposal(id)
        refreshSessions()
        notify({ type: 'sessionApproved', dapp: toDappView(session.peer.metadata).name })
      }),

    rejectProposal: (id) =>
      busy(`proposal:${id}`, async () => {
        const proposal = state.proposals.find((pending) => pending.id === id)
        await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
        removeProposal(id)
        notify({ type: 'proposalRejected', dapp: proposal?.dapp.name ?? '' })
      }),

    approveRequest: (id) =>
      busy(`request:${id}`, async () => {
        const view = state.requests.find((pending) => pending.id === id)
        if (!view) return
        let answer = undelivered.get(id)
        let switchedTo: WalletChain | undefined
        let failure: unknown
        if (!answer) {
          try {
            const outcome = await performApprovedRequest({
              walletKit,
              view,
              chains,
              accounts,
              solanaChains,
              solanaAccounts,
            })
            answer = { result: outcome.result }
            switchedTo = outcome.switchedTo
          } catch (error) {
            // The dApp learns why (typed code and message) instead of waiting for the request to expire.
            failure = error
            answer = { error: toJsonRpcError(error) }
          }
        }
        await respond(view.topic, id, answer)
        removeRequest(id)
        if (failure !== undefined) return fail(failure)
        if (switchedTo) {
          await walletKit.emitSessionEvent({
            topic: view.topic,
            event: { name: 'chainChanged', data: switchedTo.chainId },
            chainId: switchedTo.caipId,
          })
          refreshSessions()
          notify({ type: 'chainSwitched', dapp: view.dapp.name, chainId: switchedTo.caipId })
          return
        }
        notify({ type: 'requestApproved', dapp: view.dapp.name, method: view.request.method })
        // A transaction the wallet sent moved SOL: show the new balances.
        if (view.request.method === 'solana_signAndSendTransaction') void refreshSolanaBalances()
      }),

    rejectRequest: (id) =>
      busy(`request:${id}`, async () => {
        const view = state.requests.find((pending) => pending.id === id)
        if (!view) return
        await respond(view.topic, id, { error: userRejected })
        removeRequest(id)
        notify({ type: 'requestRejected', dapp: view.dapp.name, method: view.request.method })
      }),

    disconnect: (topic) =>
      busy(`session:${topic}`, async () => {
        const dapp = dappName(topic)
        await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
        update({ requests: state.requests.filter((request) => request.topic !== topic) })
        refreshSessions()
        notify({ type: 'sessionDisconnected', dapp })
      }),

    refreshSolanaBalances,

    destroy() {
      walletKit.off('session_proposal', onSessionProposal)
      walletKit.off('session_request', onRequest)
      walletKit.off('proposal_expire', onProposalExpire)
      walletKit.off('session_request_expire', onRequestExpire)
      walletKit.off('session_delete', onSessionDelete)
      listeners.clear()
    },
  }
}
