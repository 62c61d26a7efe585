import type { Connection } from '@solana/web3.js'
import { SolanaTransactionFailedError } from '../errors/SolanaTransactionFailedError.ts'
import type { SolanaSendOptions } from './DecodedSolanaRequest.ts'

export interface SendSolanaTransactionParameters {
  connection: Connection
  /** The signed wire transaction. */
  wire: Uint8Array
  options?: SolanaSendOptions
  /** How long to wait for the `confirmed` status. Default 60 s. */
  timeoutMs?: number
  /** Between status polls. Default 400 ms (a block). */
  pollMs?: number
}

/**
 * Sends a signed transaction and resolves its signature once the chain reports it `confirmed` (or `finalized`).
 * Confirmation polls `getSignatureStatuses` over HTTP, so the wallet needs no WebSocket to the RPC. Throws
 * `SolanaTransactionFailedError` when it landed with an error or was not confirmed in time; the RPC's own
 * refusal (preflight, an expired blockhash) is thrown as web3.js words it.
 *
 * @example const signature = await sendSolanaTransaction({ connection, wire: signed.serialize() })
 */
export async function sendSolanaTransaction({
  connection,
  wire,
  options = {},
  timeoutMs = 60_000,
  pollMs = 400,
}: SendSolanaTransactionParameters): Promise<string> {
  const signature = await connection.sendRawTransaction(wire, options)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const {
      value: [status],
    } = await connection.getSignatureStatuses([signature])
    if (status?.err)
      throw new SolanaTransactionFailedError(signature, `failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return signature
    if (Date.now() >= deadline) {
      throw new SolanaTransactionFailedError(signature, `was not confirmed within ${timeoutMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
