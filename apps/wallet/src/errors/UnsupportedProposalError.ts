import { WalletError } from './WalletError.ts'

/** A session proposal this wallet cannot approve (it requires chains or methods the wallet lacks). */
export class UnsupportedProposalError extends WalletError {
  override name = 'UnsupportedProposalError'

  constructor(reason: string, options: { cause?: unknown } = {}) {
    super(`This wallet cannot approve the proposal: ${reason}`, options)
  }
}
