import type { RpcTransactionError } from './toRpcTransactionError.ts'

// The validator's wording of the errors a wallet meets most; any other error shows its variant name.
const messages: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  InsufficientFunds: 'insufficient funds for instruction',
}

function describe(error: unknown): string {
  if (typeof error === 'string') return messages[error] ?? error
  if (error && typeof error === 'object' && 'Custom' in error)
    return `custom program error: 0x${Number(error.Custom).toString(16)}`
  return JSON.stringify(error)
}

/** A transaction error in words, for the message of a failed preflight (`Transaction simulation failed: ...`). */
export function describeTransactionError(error: RpcTransactionError): string {
  if (typeof error === 'object' && 'InsufficientFundsForRent' in error)
    return `Transaction results in an account (${(error.InsufficientFundsForRent as { account_index: number }).account_index}) with insufficient funds for rent`
  if (typeof error === 'object' && Array.isArray(error.InstructionError))
    return `Error processing Instruction ${error.InstructionError[0]}: ${describe(error.InstructionError[1])}`
  return describe(error)
}
