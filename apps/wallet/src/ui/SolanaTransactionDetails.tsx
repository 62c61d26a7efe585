import { formatUnits, toHex } from 'viem'
import type { DecodedSolanaInstruction, DecodedSolanaTransaction } from '../requests/DecodedSolanaRequest.ts'
import { solanaProgramIds } from '../requests/solanaProgramIds.ts'
import { formatSol } from './formatSol.ts'

const programNames: Record<string, string> = {
  [solanaProgramIds.token]: 'SPL Token',
  [solanaProgramIds.token2022]: 'Token-2022',
}

/** A Solana transaction as the user approves it: who pays and signs, then what each instruction does. */
export function SolanaTransactionDetails({ transaction }: { transaction: DecodedSolanaTransaction }) {
  return (
    <dl className="details">
      <dt>Fee payer</dt>
      <dd>
        <code>{transaction.feePayer}</code>
      </dd>
      <dt>Signers</dt>
      <dd>
        {transaction.signers.map((signer) => (
          <code key={signer} className="block">
            {signer}
          </code>
        ))}
      </dd>
      <dt>Version</dt>
      <dd>{transaction.version === 'legacy' ? 'legacy' : `v${transaction.version}`}</dd>
      {transaction.lookupTables.length === 0 ? null : (
        <>
          <dt>Lookup tables</dt>
          <dd>
            {transaction.lookupTables.map((table) => (
              <code key={table} className="block">
                {table}
              </code>
            ))}
            (their accounts are not resolved)
          </dd>
        </>
      )}
      <dt>Instructions</dt>
      <dd>
        <ol className="instructions">
          {transaction.instructions.map((instruction, index) => (
            // Instructions have no identity besides their position, which never changes for a request.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <SolanaInstructionDetails instruction={instruction} />
            </li>
          ))}
        </ol>
      </dd>
    </dl>
  )
}

function Address({ value }: { value: string | null }) {
  return value === null ? <>an account from a lookup table</> : <code>{value}</code>
}

function SolanaInstructionDetails({ instruction }: { instruction: DecodedSolanaInstruction }) {
  switch (instruction.kind) {
    case 'solTransfer':
      return (
        <>
          <strong>SOL transfer: {formatSol(instruction.lamports)} SOL</strong>
          <dl className="details">
            <dt>From</dt>
            <dd>
              <Address value={instruction.from} />
            </dd>
            <dt>To</dt>
            <dd>
              <Address value={instruction.to} />
            </dd>
          </dl>
        </>
      )
    case 'splTransfer':
      return (
        <>
          <strong>
            Token transfer ({programNames[instruction.programId] ?? instruction.programId}):{' '}
            {instruction.decimals === undefined
              ? `${instruction.amount} base units (decimals not stated)`
              : formatUnits(instruction.amount, instruction.decimals)}
          </strong>
          <dl className="details">
            {instruction.mint === undefined ? null : (
              <>
                <dt>Token (mint)</dt>
                <dd>
                  <Address value={instruction.mint} />
                  {instruction.decimals === undefined ? null : ` (${instruction.decimals} decimals)`}
                </dd>
              </>
            )}
            <dt>From</dt>
            <dd>
              <Address value={instruction.authority} /> (token account <Address value={instruction.source} />)
            </dd>
            <dt>To</dt>
            <dd>
              {instruction.receiver === undefined ? null : (
                <>
                  <Address value={instruction.receiver} />{' '}
                </>
              )}
              (token account <Address value={instruction.destination} />)
            </dd>
          </dl>
        </>
      )
    case 'createTokenAccount':
      return (
        <>
          <strong>Create a token account{instruction.idempotent ? ' (if missing)' : ''}</strong>
          <dl className="details">
            <dt>Owner</dt>
            <dd>
              <Address value={instruction.owner} />
            </dd>
            <dt>Token (mint)</dt>
            <dd>
              <Address value={instruction.mint} />
            </dd>
            <dt>Account</dt>
            <dd>
              <Address value={instruction.account} />
            </dd>
            <dt>Rent paid by</dt>
            <dd>
              <Address value={instruction.payer} />
            </dd>
          </dl>
        </>
      )
    case 'setComputeUnitLimit':
      return <strong>Compute unit limit: {instruction.units.toLocaleString('en-US')}</strong>
    case 'setComputeUnitPrice':
      return (
        <strong>Priority fee: {instruction.microLamports.toString()} micro-lamports per compute unit</strong>
      )
    case 'memo':
      return (
        <>
          <strong>Memo</strong>
          <pre className="message">{instruction.text}</pre>
        </>
      )
    case 'unknown':
      return (
        <>
          <strong>Unknown instruction</strong>
          <dl className="details">
            <dt>Program</dt>
            <dd>
              <code>{instruction.programId}</code>
            </dd>
            <dt>Accounts</dt>
            <dd>
              {instruction.accounts.length === 0
                ? 'none'
                : instruction.accounts.map((account, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: an account may appear twice; position is its identity
                    <span key={index} className="block">
                      <Address value={account} />
                    </span>
                  ))}
            </dd>
            <dt>Data</dt>
            <dd>
              {instruction.data.length === 0 ? (
                'none'
              ) : (
                <code className="data">
                  {instruction.data.length} bytes: {toHex(instruction.data)}
                </code>
              )}
            </dd>
          </dl>
        </>
      )
  }
}
