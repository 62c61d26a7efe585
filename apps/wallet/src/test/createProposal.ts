import type { ProposalTypes } from '@walletconnect/types'

/** A session proposal as WalletKit hands it over, with only the namespaces and metadata varying. */
export function createProposal(
  namespaces: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  metadata: Partial<ProposalTypes.Struct['proposer']['metadata']> = {},
): ProposalTypes.Struct {
  return {
    id: 1_700_000_000_000_001,
    expiryTimestamp: 1_700_000_300,
    relays: [{ protocol: 'irn' }],
    proposer: {
      publicKey: '0'.repeat(64),
      metadata: {
        name: 'Test dApp',
        description: 'A dApp',
        url: 'http://127.0.0.1:5173',
        icons: [],
        ...metadata,
      },
    },
    pairingTopic: 'a'.repeat(64),
    ...namespaces,
  }
}
