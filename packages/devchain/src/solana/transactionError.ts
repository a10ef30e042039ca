import type { FailedTransactionMetadata } from 'litesvm'

/** A transaction error as Solana's JSON-RPC spells it: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`. */
export type TransactionErrorJson = string | Record<string, unknown>

// litesvm's `TransactionErrorFieldless` and `InstructionErrorFieldless` (const enums), in order.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** litesvm's error of a failed transaction, in Solana's JSON-RPC form. */
export function transactionErrorJson(
  error: ReturnType<FailedTransactionMetadata['err']>,
): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`
  const value = error as unknown as Record<string, unknown>
  switch (error.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const { index } = error as { index: number }
      const inner = (error as { err(): unknown }).err()
      return { InstructionError: [index, instructionErrorJson(inner)] }
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: value.index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: value.accountIndex } }
    case 'TransactionErrorProgramExecutionTemporarilyRestricted':
      return { ProgramExecutionTemporarilyRestricted: { account_index: value.accountIndex } }
    default:
      return String(error)
  }
}

function instructionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? `InstructionError${error}`
  const value = error as { code?: unknown; msg?: unknown }
  if (typeof value.code === 'number') return { Custom: value.code }
  if (typeof value.msg === 'string') return { BorshIoError: value.msg }
  return String(error)
}

/** A one-line description of an error, for the `Transaction simulation failed: …` message. */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return error.replace(/([a-z])([A-Z])/g, '$1 $2')
  return JSON.stringify(error)
}
