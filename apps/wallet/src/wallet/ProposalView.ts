import type { ProposalTypes, Verify } from '@walletconnect/types'
import { getRequestedNamespaces } from '../namespaces/getRequestedNamespaces.ts'
import { type DappView, toDappView } from './DappView.ts'

/** A pending session proposal as the wallet shows it. */
export interface ProposalView {
  id: number
  dapp: DappView
  /** The namespaces the dApp named (`eip155`, `solana`), required ones first; empty when it named none. */
  namespaces: string[]
  /** Every chain the dApp named, required ones first. */
  chains: string[]
  requiredChains: string[]
  methods: string[]
  events: string[]
  /** Unix seconds; undefined when the proposal did not say. */
  expiresAt: number | undefined
}

export function toProposalView(proposal: ProposalTypes.Struct, verifyContext?: Verify.Context): ProposalView {
  const required = getRequestedNamespaces(proposal.requiredNamespaces)
  const all = [...required, ...getRequestedNamespaces(proposal.optionalNamespaces)]
  const union = (pick: (entry: (typeof all)[number]) => string[]) => [...new Set(all.flatMap(pick))]
  return {
    id: proposal.id,
    dapp: toDappView(proposal.proposer?.metadata, verifyContext),
    namespaces: union((entry) => [entry.namespace]),
    chains: union((entry) => entry.chains),
    requiredChains: [...new Set(required.flatMap((entry) => entry.chains))],
    methods: union((entry) => entry.methods),
    events: union((entry) => entry.events),
    expiresAt: proposal.expiryTimestamp,
  }
}
