import { NAME_SUFFIXES } from '../constants/defaults.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'

/**
 * Top-level domains a name may end with, per namespace. Names exist only on eip155 (spec §6): ENS `.eth` plus the
 * product suffixes `.reown.id` and legacy `.wcn.id` (spec §5).
 */
export const NAME_TOP_LEVEL_DOMAINS: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  eip155: ['.eth', ...NAME_SUFFIXES],
}

export interface IsValidEnsNameOptions {
  /** The chain the name is resolved on; default eip155. */
  chainNamespace?: ChainNamespace
  /** Overrides the namespace's allowed top-level domains (each with its leading dot). */
  topLevelDomains?: readonly string[]
}

// A label is anything but dots and whitespace; ENS normalisation itself is the resolver's job.
const LABEL = /^[^\s.]+$/u

/**
 * Whether `name` is a resolvable name: at least one label before a top-level domain the chain allows (spec §5).
 *
 * @example isValidEnsName('vitalik.eth') // true
 */
export function isValidEnsName(name: unknown, options: IsValidEnsNameOptions = {}): name is string {
  if (typeof name !== 'string') return false
  const topLevelDomains =
    options.topLevelDomains ?? NAME_TOP_LEVEL_DOMAINS[options.chainNamespace ?? 'eip155'] ?? []
  const lower = name.toLowerCase()
  return topLevelDomains.some((tld) => {
    const suffix = tld.toLowerCase()
    if (!lower.endsWith(suffix)) return false
    const labels = lower.slice(0, -suffix.length).split('.')
    return labels.every((label) => LABEL.test(label))
  })
}
