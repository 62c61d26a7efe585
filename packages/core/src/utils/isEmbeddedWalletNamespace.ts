import { EMBEDDED_WALLET_NAMESPACES } from '../constants/defaults.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'

/** Whether the embedded (email/social) wallet supports `namespace`: only eip155 and solana (spec §6). */
export function isEmbeddedWalletNamespace(namespace: unknown): namespace is 'eip155' | 'solana' {
  return (
    typeof namespace === 'string' && (EMBEDDED_WALLET_NAMESPACES as readonly string[]).includes(namespace)
  )
}

/** The namespaces among `namespaces` the embedded wallet can serve, in the given order. */
export function getEmbeddedWalletNamespaces(namespaces: readonly ChainNamespace[]): ChainNamespace[] {
  return namespaces.filter(isEmbeddedWalletNamespace)
}
