// @org/appkit-adapter-wagmi. The adapter class arrives with its namespace's issue; until then this entry only
// names the namespace it will serve, so nothing here pretends to connect a wallet.
import type { ChainNamespace } from '@org/appkit-core'

/** The chain namespace this adapter serves. */
export const namespace: ChainNamespace = 'eip155'
