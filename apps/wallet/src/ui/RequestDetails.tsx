import { formatEther } from 'viem'
import type { DecodedRequest } from '../requests/DecodedRequest.ts'
import { isSolanaRequest } from '../requests/isSolanaRequest.ts'
import { SolanaRequestDetails } from './SolanaRequestDetails.tsx'

/** What the user is asked to approve, decoded: the message, the transaction, the typed data or the chain. */
export function RequestDetails({ request }: { request: DecodedRequest }) {
  if (isSolanaRequest(request)) return <SolanaRequestDetails request={request} />
  switch (request.method) {
    case 'personal_sign':
      return (
        <dl className="details">
          <dt>Account</dt>
          <dd>
            <code>{request.address}</code>
          </dd>
          <dt>{request.message.text === undefined ? 'Message (binary, hex)' : 'Message'}</dt>
          <dd>
            <pre className="message">{request.message.text ?? request.message.hex}</pre>
          </dd>
        </dl>
      )
    case 'eth_sendTransaction': {
      const { transaction } = request
      return (
        <dl className="details">
          <dt>From</dt>
          <dd>
            <code>{transaction.from}</code>
          </dd>
          <dt>To</dt>
          <dd>{transaction.to ? <code>{transaction.to}</code> : 'a new contract'}</dd>
          <dt>Value</dt>
          <dd>{formatEther(transaction.value)} ETH</dd>
          <dt>Data</dt>
          <dd>
            {transaction.data && transaction.data !== '0x' ? (
              <code className="data">{transaction.data}</code>
            ) : (
              'none'
            )}
          </dd>
          {transaction.gas === undefined ? null : (
            <>
              <dt>Gas limit</dt>
              <dd>{transaction.gas.toString()}</dd>
            </>
          )}
        </dl>
      )
    }
    case 'eth_signTypedData_v4':
      return (
        <dl className="details">
          <dt>Account</dt>
          <dd>
            <code>{request.address}</code>
          </dd>
          <dt>Primary type</dt>
          <dd>{String(request.typedData.primaryType)}</dd>
          <dt>Typed data</dt>
          <dd>
            <pre className="message">{request.json}</pre>
          </dd>
        </dl>
      )
    case 'wallet_switchEthereumChain':
      return (
        <dl className="details">
          <dt>Switch to</dt>
          <dd>
            eip155:{request.chainId} (0x{request.chainId.toString(16)})
          </dd>
        </dl>
      )
    default:
      return null
  }
}
