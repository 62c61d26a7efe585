'use client'

import type { CaipNetwork, ChainNamespace } from '@org/appkit-core'
import { useCore } from '../../context/CoreContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'

export interface SendAccount {
  namespace: ChainNamespace
  address: string
  /** The network object itself (not a snapshot): the send views hand it to core and adapter calls. */
  network: CaipNetwork
}

/** The account a send goes from (the active namespace's address and network); undefined when not connected. */
export function useSendAccount(): SendAccount | undefined {
  const core = useCore()
  const chain = useStateSnapshot(core.chain.state)
  const namespace = chain.activeNamespace
  const address = namespace ? chain.chains[namespace].account.address : undefined
  const network = namespace ? core.chain.state.chains[namespace].network.activeNetwork : undefined
  return namespace && address && network ? { namespace, address, network } : undefined
}
