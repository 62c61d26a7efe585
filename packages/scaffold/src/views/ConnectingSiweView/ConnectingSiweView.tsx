'use client'

import { Button } from '@org/appkit-ui'
import { useEffect, useRef, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { getSignInHandlers } from '../SIWXSignMessageView/getSignInHandlers.ts'
import { SignInLogos } from '../SIWXSignMessageView/SignInLogos.tsx'
import { isRejection } from '../ViewFrame/isRejection.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

type SiweState = { status: 'waiting' } | { status: 'error'; declined: boolean }

/**
 * The legacy sign-in-with-Ethereum wait (spec §2 ConnectingSiwe): app and wallet, "Sign in with your wallet"
 * while the wallet shows the message, the decline or failure with Try again. The request comes in as router
 * data `{ onSign, onCancel }` (no SIWE client exists yet); it is made on arrival and on every Try again.
 */
export function ConnectingSiweView() {
  const core = useCore()
  const messages = useMessages().siwx
  useStateSnapshot(core.router.state)
  const { onSign, onCancel } = getSignInHandlers(core.router.state.data)
  const [state, setState] = useState<SiweState>({ status: 'waiting' })
  const [attempt, setAttempt] = useState(0)
  // One wallet request per attempt, also when effects run twice (StrictMode).
  const requested = useRef<{ attempt: number; onSign: unknown } | undefined>(undefined)

  useEffect(() => {
    if (!onSign) return
    if (requested.current?.attempt === attempt && requested.current.onSign === onSign) return
    requested.current = { attempt, onSign }
    setState({ status: 'waiting' })
    onSign().then(
      () => undefined,
      (error: unknown) => setState({ status: 'error', declined: isRejection(error) }),
    )
  }, [onSign, attempt])

  const cancel = onCancel ? (
    <Button variant="secondary" onClick={() => void onCancel()}>
      {messages.cancel}
    </Button>
  ) : null

  if (!onSign) {
    return (
      <ViewFrame className="apkt-connecting-siwe-view">
        <ViewStatus
          visual={<SignInLogos />}
          title={messages.siweHeading}
          description={messages.signUnavailable}
        />
      </ViewFrame>
    )
  }
  if (state.status === 'error') {
    return (
      <ViewFrame className="apkt-connecting-siwe-view">
        <ViewStatus
          tone="error"
          visual={<SignInLogos />}
          title={state.declined ? messages.signatureDeclined : messages.signFailed}
          description={
            state.declined ? messages.signatureDeclinedDescription : messages.signFailedDescription
          }
          actions={
            <>
              {cancel}
              <Button onClick={() => setAttempt((count) => count + 1)}>{messages.tryAgain}</Button>
            </>
          }
        />
      </ViewFrame>
    )
  }
  return (
    <ViewFrame className="apkt-connecting-siwe-view" busy>
      <ViewStatus
        tone="waiting"
        visual={<SignInLogos waiting />}
        title={messages.siweHeading}
        description={messages.siweWaiting}
        actions={cancel}
      />
    </ViewFrame>
  )
}
