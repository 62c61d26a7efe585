import type { AdapterWaitForTransactionParameters } from '../adapters/ChainAdapter.ts'
import { type SendThroughAdapterParameters, sendThroughAdapter } from '../adapters/sendThroughAdapter.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { SendForm, SendResult } from './createSendForm.ts'
import { type SendControllerDeps, type SendTransactionRequest, submitSend } from './submitSend.ts'

export interface SubmitAdapterSendDeps extends Omit<SendControllerDeps, 'sendTransaction'> {
  /** The adapter, configured network and sender of the request's namespace; throws when there is no adapter. */
  getSendTarget(request: SendTransactionRequest): Omit<SendThroughAdapterParameters, 'request'>
  /** Runs once the wallet accepted a send (balances and history changed), with what it sent on which network. */
  afterSend(namespace: ChainNamespace, sent: AdapterWaitForTransactionParameters): void
}

/**
 * The send as `createCore` runs it: `submitSend` (validation, events, toasts) over the namespace's adapter
 * (`sendThroughAdapter`). One module, so the core loads the whole send on the first submit in one go.
 *
 * @example const result = await submitAdapterSend({ state, reset }, { ...deps, getSendTarget, afterSend })
 */
export function submitAdapterSend(form: SendForm, deps: SubmitAdapterSendDeps): Promise<SendResult> {
  return submitSend(form, {
    ...deps,
    sendTransaction: async (request) => {
      const target = deps.getSendTarget(request)
      const hash = await sendThroughAdapter({ ...target, request })
      deps.afterSend(request.chainNamespace, { hash, network: target.network })
      return hash
    },
  })
}
