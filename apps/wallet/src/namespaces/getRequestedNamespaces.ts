import type { ProposalTypes } from '@walletconnect/types'

/** One namespace of a proposal, with the chains it names whether keyed `eip155` or `eip155:1`. */
export interface RequestedNamespace {
  namespace: string
  chains: string[]
  methods: string[]
  events: string[]
}

/** A proposal's namespaces (`required` or `optional`) merged by namespace, in first-seen order. */
export function getRequestedNamespaces(namespaces: ProposalTypes.RequiredNamespaces | undefined) {
  const merged = new Map<string, RequestedNamespace>()
  for (const [key, value] of Object.entries(namespaces ?? {})) {
    const namespace = key.split(':')[0] ?? key
    const entry = merged.get(namespace) ?? { namespace, chains: [], methods: [], events: [] }
    const chains = value.chains ?? (key.includes(':') ? [key] : [])
    addUnique(entry.chains, chains)
    addUnique(entry.methods, value.methods ?? [])
    addUnique(entry.events, value.events ?? [])
    merged.set(namespace, entry)
  }
  return [...merged.values()]
}

function addUnique(target: string[], values: readonly string[]) {
  for (const value of values) if (!target.includes(value)) target.push(value)
}
