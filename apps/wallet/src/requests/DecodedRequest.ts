import type { Address, Hex, TypedDataDefinition } from 'viem'
import type { DecodedSolanaRequest } from './DecodedSolanaRequest.ts'
import type { PersonalMessage } from './decodePersonalMessage.ts'

/** A session request the user approves or rejects, decoded for display and for signing. */
export type DecodedRequest =
  | DecodedSolanaRequest
  | { method: 'personal_sign'; address: string; message: PersonalMessage }
  | { method: 'eth_sendTransaction'; transaction: DecodedTransaction }
  | { method: 'eth_signTypedData_v4'; address: string; typedData: TypedDataDefinition; json: string }
  | { method: 'wallet_switchEthereumChain'; chainId: number }
  /** Read-only requests the wallet answers without asking. */
  | { method: 'eth_accounts' }
  | { method: 'eth_chainId' }

export interface DecodedTransaction {
  from: string
  /** Undefined for a contract deployment. */
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint | undefined
  nonce: number | undefined
}

export type DecodedMethod = DecodedRequest['method']
