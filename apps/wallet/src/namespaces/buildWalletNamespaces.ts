import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { SolanaWalletChain } from '../chains/SolanaWalletChain.ts'
import type { WalletChain } from '../chains/WalletChain.ts'
import { UnsupportedProposalError } from '../errors/UnsupportedProposalError.ts'
import { getRequestedNamespaces } from './getRequestedNamespaces.ts'
import { solanaWalletEvents, solanaWalletMethods, walletEvents, walletMethods } from './walletCapabilities.ts'

export interface BuildWalletNamespacesParameters {
  proposal: ProposalTypes.Struct
  chains: readonly WalletChain[]
  /** The account the user shares; it is offered on every configured chain. */
  address: `0x${string}`
  /** The Solana chains served (none: the wallet answers no solana namespace). */
  solanaChains?: readonly SolanaWalletChain[]
  /** The Solana account (base58) the user shares on every configured Solana chain. */
  solanaAddress?: string | undefined
}

/**
 * The namespaces to approve `proposal` with: eip155 and solana, each with the shared account on every configured
 * chain of that namespace the dApp asked for (required or optional), and the methods and events both sides know.
 * A dApp that names no namespace at all gets everything the wallet serves. Throws `UnsupportedProposalError` when
 * the dApp requires what the wallet lacks or asks for nothing it has.
 *
 * @example buildWalletNamespaces({ proposal, chains, address, solanaChains, solanaAddress: 'oeYf6KAJ…' })
 */
export function buildWalletNamespaces({
  proposal,
  chains,
  address,
  solanaChains = [],
  solanaAddress,
}: BuildWalletNamespacesParameters): SessionTypes.Namespaces {
  const supported: Record<string, Required<SessionTypes.Namespace>> = {
    eip155: supportedNamespace(
      chains.map((chain) => chain.caipId),
      address,
      walletMethods,
      walletEvents,
    ),
  }
  if (solanaAddress && solanaChains.length > 0) {
    supported.solana = supportedNamespace(
      solanaChains.map((chain) => chain.caipId),
      solanaAddress,
      solanaWalletMethods,
      solanaWalletEvents,
    )
  }

  // Readable reasons for the common refusals before the SDK's own (multi-line) conformance errors.
  for (const required of getRequestedNamespaces(proposal.requiredNamespaces)) {
    const served = supported[required.namespace]?.chains
    if (!served) throw new UnsupportedProposalError(`it requires the ${required.namespace} namespace`)
    const missing = required.chains.filter((chain) => !served.includes(chain))
    if (missing.length > 0) throw new UnsupportedProposalError(`it requires ${missing.join(', ')}`)
  }

  const requested = [
    ...getRequestedNamespaces(proposal.requiredNamespaces),
    ...getRequestedNamespaces(proposal.optionalNamespaces),
  ]
  if (requested.length === 0) return supported

  let namespaces: SessionTypes.Namespaces
  try {
    namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces: supported })
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
    throw new UnsupportedProposalError(reason, { cause: error })
  }
  // An optional namespace on chains the wallet does not serve is left out, as an unserved eip155 chain is.
  if (!Object.values(namespaces).some((namespace) => namespace.accounts.length > 0)) {
    throw new UnsupportedProposalError('none of the requested chains is served by this wallet')
  }
  return namespaces
}

function supportedNamespace(
  chains: readonly string[],
  address: string,
  methods: readonly string[],
  events: readonly string[],
): Required<SessionTypes.Namespace> {
  return {
    chains: [...chains],
    methods: [...methods],
    events: [...events],
    accounts: chains.map((chain) => `${chain}:${address}`),
  }
}
