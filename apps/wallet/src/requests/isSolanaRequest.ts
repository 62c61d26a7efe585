import type { DecodedRequest } from './DecodedRequest.ts'
import type { DecodedSolanaRequest } from './DecodedSolanaRequest.ts'

/** Whether `request` is one of the solana_* methods (answered with the Solana accounts and chains). */
export function isSolanaRequest(request: DecodedRequest): request is DecodedSolanaRequest {
  return request.method.startsWith('solana_')
}
