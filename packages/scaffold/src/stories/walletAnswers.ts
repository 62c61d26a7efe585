import type { MockWalletMethod, MockWalletPolicy } from '@org/appkit-testing'

/**
 * A mock wallet policy for stories and view tests: the wallet approves everything, and answers `method` once
 * `answer` settles (it may wait for the test, or throw the error the request fails with).
 *
 * @example createMockAdapter({ policy: walletAnswers('switchNetwork', () => new Promise(() => {})) })
 */
export function walletAnswers(method: MockWalletMethod, answer: () => Promise<void>): MockWalletPolicy {
  return async (request): Promise<'approve'> => {
    if (request.method === method) await answer()
    return 'approve'
  }
}
