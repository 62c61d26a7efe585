import { ApiMessages } from './ApiMessages.ts'

/** Toasts (spec §8). */
export const ToastMessages = {
  authInitFailed: 'A problem occurred while trying initialize authentication',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  signatureDeclined: 'Signature declined',
  somethingWentWrong: 'Something went wrong',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  transactionStarted: 'Transaction started',
  authenticating: 'Authenticating...',
  failedToDisconnect: 'Failed to disconnect',
  tokenBalanceUnavailable: ApiMessages.tokenBalanceUnavailable,
} as const
