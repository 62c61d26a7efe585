import { createSendForm } from './createSendForm.ts'
import { type SendControllerDeps, submitSend } from './submitSend.ts'

export type { SendControllerState, SendResult, SendTokenBalance } from './createSendForm.ts'
export type {
  SendControllerDeps,
  SendEventName,
  SendEventProperties,
  SendTransactionRequest,
} from './submitSend.ts'

/**
 * The send form and its submit action (spec §3 Send state, §4, §5, §8): validates, sends through the adapter,
 * reports SEND_INITIATED / SEND_SUCCESS / SEND_ERROR, toasts, and resets the form after a successful send.
 * The form (createSendForm) and the submit (submitSend) live apart so `createCore` can load the submit on the
 * first send; this is the two together, with the same API.
 */
export function createSendController(deps: SendControllerDeps) {
  return createSendForm({
    getAccountType: () => deps.getAccountType(),
    submit: (form) => submitSend(form, deps),
  })
}

export type SendController = ReturnType<typeof createSendController>
