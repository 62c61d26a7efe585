'use client'

import { formatMessage } from '@org/appkit-core/internal'
import { AlertBar, Button } from '@org/appkit-ui'
import { useId, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { isRejection } from '../ViewFrame/isRejection.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { getSignInHandlers } from './getSignInHandlers.ts'
import { SignInLogos } from './SignInLogos.tsx'

type SignState = { status: 'idle' | 'signing' } | { status: 'error'; declined: boolean }

/**
 * The Sign-In-With-X prompt (spec §2 SIWXSignMessage): app and wallet, what signing means, Sign and Cancel. The
 * SIWX controller is not built yet, so the flow comes in as router data `{ onSign, onCancel }`; without `onSign`
 * Sign stays disabled and the view says why. A declined signature shows 'Signature declined'.
 */
export function SIWXSignMessageView() {
  const core = useCore()
  const messages = useMessages().siwx
  const { metadata } = useStateSnapshot(core.options.state)
  // Subscribed for changes; the handlers are read from the data itself (kept out of the proxy by the router).
  useStateSnapshot(core.router.state)
  const { onSign, onCancel } = getSignInHandlers(core.router.state.data)
  const [state, setState] = useState<SignState>({ status: 'idle' })
  const noticeId = useId()

  async function sign() {
    if (!onSign) return
    setState({ status: 'signing' })
    try {
      await onSign()
      setState({ status: 'idle' })
    } catch (error) {
      setState({ status: 'error', declined: isRejection(error) })
    }
  }

  async function cancel() {
    core.events.sendEvent({ event: 'CLICK_CANCEL_SIWX' })
    if (onCancel) await onCancel()
    else core.modal.close()
  }

  const signing = state.status === 'signing'
  return (
    <ViewFrame className="apkt-siwx-view" busy={signing}>
      <div className="apkt-view-status">
        <div className="apkt-view-status-visual">
          <SignInLogos waiting={signing} />
        </div>
        <h3 className="apkt-view-status-title">
          {formatMessage(messages.signHeading, { app: metadata?.name || messages.thisApp })}
        </h3>
        <p className="apkt-view-status-description">{messages.signDescription}</p>
      </div>
      {state.status === 'error' ? (
        <AlertBar
          variant="error"
          message={
            <>
              <strong>{state.declined ? messages.signatureDeclined : messages.signFailed}</strong>{' '}
              {state.declined ? messages.signatureDeclinedDescription : messages.signFailedDescription}
            </>
          }
        />
      ) : null}
      {onSign ? null : (
        <div id={noticeId}>
          <AlertBar variant="info" message={messages.signUnavailable} />
        </div>
      )}
      <div className="apkt-view-actions">
        <Button variant="secondary" onClick={() => void cancel()} disabled={signing}>
          {messages.cancel}
        </Button>
        <Button
          onClick={() => void sign()}
          loading={signing}
          disabled={!onSign}
          aria-describedby={onSign ? undefined : noticeId}
        >
          {messages.sign}
        </Button>
      </div>
    </ViewFrame>
  )
}
