import type { SessionTypes } from '@walletconnect/types'
import { type DappView, toDappView } from './DappView.ts'

/** A live session as the wallet lists it. */
export interface SessionView {
  topic: string
  dapp: DappView
  /** The shared addresses, each once. */
  addresses: string[]
  /** CAIP-2 ids of the session's chains. */
  chains: string[]
  /** Unix seconds. */
  expiresAt: number
}

export function toSessionView(session: SessionTypes.Struct): SessionView {
  const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
  return {
    topic: session.topic,
    dapp: toDappView(session.peer?.metadata),
    addresses: [...new Set(accounts.map((account) => account.split(':')[2] ?? account))],
    chains: [...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':')))],
    expiresAt: session.expiry,
  }
}
