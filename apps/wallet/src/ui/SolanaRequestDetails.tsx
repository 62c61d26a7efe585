import { toHex } from 'viem'
import type { DecodedSolanaRequest, SolanaSendOptions } from '../requests/DecodedSolanaRequest.ts'
import { SolanaTransactionDetails } from './SolanaTransactionDetails.tsx'

/** What a solana_* request asks the user to approve: the message and its signer, or the transaction(s). */
export function SolanaRequestDetails({ request }: { request: DecodedSolanaRequest }) {
  switch (request.method) {
    case 'solana_signMessage':
      return (
        <dl className="details">
          <dt>Account</dt>
          <dd>
            <code>{request.pubkey}</code>
          </dd>
          <dt>{request.message.text === undefined ? 'Message (binary, hex)' : 'Message'}</dt>
          <dd>
            <pre className="message">{request.message.text ?? toHex(request.message.bytes)}</pre>
          </dd>
        </dl>
      )
    case 'solana_signTransaction':
      return <SolanaTransactionDetails transaction={request.transaction} />
    case 'solana_signAndSendTransaction':
      return (
        <>
          <SolanaTransactionDetails transaction={request.transaction} />
          <p className="hint">
            On Approve the wallet signs it and sends it to the chain (
            {describeSendOptions(request.sendOptions)}).
          </p>
        </>
      )
    case 'solana_signAllTransactions':
      return (
        <ol className="transactions">
          {request.transactions.map((transaction, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's position is its identity here
            <li key={index}>
              <h4>
                Transaction {index + 1} of {request.transactions.length}
              </h4>
              <SolanaTransactionDetails transaction={transaction} />
            </li>
          ))}
        </ol>
      )
  }
}

function describeSendOptions(options: SolanaSendOptions): string {
  const parts = [
    options.skipPreflight ? 'no preflight' : 'after a preflight simulation',
    options.preflightCommitment ? `preflight commitment ${options.preflightCommitment}` : undefined,
    options.maxRetries === undefined ? undefined : `at most ${options.maxRetries} retries`,
    options.minContextSlot === undefined ? undefined : `from slot ${options.minContextSlot}`,
  ]
  return parts.filter(Boolean).join(', ')
}
