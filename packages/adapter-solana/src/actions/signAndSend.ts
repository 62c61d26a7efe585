import type { Connection, Transaction } from '@solana/web3.js'
import type { SolanaConnector, SolanaSigningContext } from '../connectors/SolanaConnector.ts'
import { toCoreError } from '../errors/toCoreError.ts'
import { serializeTransaction } from '../transactions/deserializeTransaction.ts'

/**
 * Has the wallet sign and broadcast `transaction`: in one request where the wallet can
 * (`solana:signAndSendTransaction`, `solana_signAndSendTransaction`, a wallet adapter's `sendTransaction`), else it
 * signs and `connection` broadcasts. Resolves with the signature; rejects with UserRejectedRequestError when declined
 * and SolanaSendFailedError ('Failed to send transaction. Please try again.') when the wallet or node refused it.
 *
 * @example const signature = await signAndSend(connector, transaction, { address, network, connection })
 */
export async function signAndSend(
  connector: SolanaConnector,
  transaction: Transaction,
  context: SolanaSigningContext & { connection: Connection },
): Promise<string> {
  const bytes = serializeTransaction(transaction)
  try {
    if (connector.signAndSendTransaction) return await connector.signAndSendTransaction(bytes, context)
    const signed = await connector.signTransaction(bytes, context)
    return await context.connection.sendRawTransaction(signed)
  } catch (error) {
    throw toCoreError(error, { kind: 'send' })
  }
}
