import type { FailedTransactionMetadata } from 'litesvm'

// Names of LiteSVM's field-less error enums, in their declared order (the numbers LiteSVM hands out); they are
// the variant names a validator writes in JSON.
const transactionErrors = (
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee ' +
  'InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee ' +
  'InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance ' +
  'AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount ' +
  'WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks ' +
  'AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData ' +
  'InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit ' +
  'WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded ' +
  'InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'
).split(' ')

const instructionErrors = (
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall ' +
  'InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized ' +
  'UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ' +
  'ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ' +
  'ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged ' +
  'AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync ' +
  'InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt ' +
  'UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded ' +
  'InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ' +
  'ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable ' +
  'IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar ' +
  'IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded ' +
  'MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'
).split(' ')

/** A transaction error as the RPC writes it: `"AccountNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`... */
export type RpcTransactionError = string | Record<string, unknown>

function toInstructionError(error: unknown): unknown {
  if (typeof error === 'number') return instructionErrors[error] ?? `InstructionError${error}`
  if (error && typeof error === 'object' && 'code' in error) return { Custom: error.code }
  if (error && typeof error === 'object' && 'msg' in error) return { BorshIoError: error.msg }
  return String(error)
}

/** LiteSVM's error (a number or one of its error classes) in the RPC's JSON form. */
export function toRpcTransactionError(
  error: ReturnType<FailedTransactionMetadata['err']>,
): RpcTransactionError {
  if (typeof error === 'number') return transactionErrors[error] ?? `TransactionError${error}`
  if ('err' in error && typeof error.err === 'function')
    return { InstructionError: [error.index, toInstructionError(error.err())] }
  if ('index' in error) return { DuplicateInstruction: error.index }
  // The two variants carrying an account index differ only in name, which toString() includes.
  const name = String(error).includes('ProgramExecutionTemporarilyRestricted')
    ? 'ProgramExecutionTemporarilyRestricted'
    : 'InsufficientFundsForRent'
  return { [name]: { account_index: error.accountIndex } }
}
