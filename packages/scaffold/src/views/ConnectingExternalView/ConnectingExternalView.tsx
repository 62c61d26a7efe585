'use client'

import { RequestPendingError } from '@org/appkit-core'
import { formatMessage } from '@org/appkit-core/internal'
import { Button } from '@org/appkit-ui'
import { useEffect, useRef } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { isRejection } from '../ViewFrame/isRejection.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { ConnectingVisual } from './ConnectingVisual.tsx'
import { finishConnection } from './finishConnection.ts'
import { type ExternalConnectData, startExternalConnect } from './startExternalConnect.ts'
import { useConnectAttempt } from './useConnectAttempt.ts'

/**
 * Waiting for an injected, announced or external wallet to approve the connection: its logo ringed by a spinner
 * and "Continue in <wallet>"; a declined or failed request offers Try again, as does a wallet still showing an
 * earlier request (RequestPendingError, code -32002), which asks the visitor to finish that one first; once
 * connected the modal moves on (finishConnection). Leaving the view (back, close, Escape) abandons the attempt:
 * the connect button is usable again at once, and picking the wallet again resumes waiting on the same request.
 * The router data carries the connector and the attempt (see startExternalConnect).
 */
export function ConnectingExternalView() {
  const core = useCore()
  const { connect: messages, common } = useMessages()
  const router = useStateSnapshot(core.router.state)
  const options = useStateSnapshot(core.options.state)
  const data = router.data as ExternalConnectData | undefined
  const connector = data?.connector
  const namespace = data?.namespace ?? connector?.chain
  const outcome = useConnectAttempt(data?.attempt)

  // Opened without an attempt (open({ view, data: { connector } })): start one, once.
  const started = useRef(false)
  useEffect(() => {
    if (!connector || data?.attempt || started.current) return
    started.current = true
    startExternalConnect(core, connector, namespace, data?.wallet)
  }, [core, connector, namespace, data])

  useEffect(() => {
    if (outcome.status === 'connected') finishConnection(core)
  }, [core, outcome.status])

  // While the view shows the attempt it is the visitor's; leaving it lets the namespace stop connecting. Resume
  // first: React re-mounts views (StrictMode) and a view shown again waits on the attempt again.
  const attempt = data?.attempt
  useEffect(() => {
    if (!attempt || !namespace) return
    core.connection.resumeConnect(namespace, attempt)
    return () => core.connection.abandonConnect(namespace, attempt)
  }, [core, namespace, attempt])

  if (!connector) {
    return (
      <ViewFrame className="apkt-connecting-external-view">
        <ViewStatus
          title={messages.noWalletSelectedTitle}
          description={messages.noWalletSelectedDescription}
        />
      </ViewFrame>
    )
  }

  const name = data?.wallet?.name ?? connector.name
  const imageUrl = options.connectorImages[connector.id] ?? data?.wallet?.imageUrl ?? connector.imageUrl
  const retry = () => startExternalConnect(core, connector, namespace, data?.wallet)

  if (outcome.status === 'failed' && outcome.error instanceof RequestPendingError) {
    return (
      <ViewFrame className="apkt-connecting-external-view">
        <ViewStatus
          tone="waiting"
          visual={<ConnectingVisual imageUrl={imageUrl} state="idle" />}
          title={formatMessage(messages.requestPendingTitle, { wallet: name })}
          description={formatMessage(messages.requestPendingDescription, { wallet: name })}
          actions={
            <Button variant="secondary" onClick={retry} data-apkt-autofocus="">
              {common.tryAgain}
            </Button>
          }
        />
      </ViewFrame>
    )
  }

  if (outcome.status === 'failed') {
    const declined = isRejection(outcome.error)
    return (
      <ViewFrame className="apkt-connecting-external-view">
        <ViewStatus
          tone="error"
          visual={<ConnectingVisual imageUrl={imageUrl} state="failed" />}
          title={declined ? messages.connectionDeclinedTitle : messages.connectionFailedTitle}
          description={formatMessage(
            declined ? messages.connectionDeclinedDescription : messages.connectionFailedDescription,
            { wallet: name },
          )}
          actions={
            <Button variant="secondary" onClick={retry} data-apkt-autofocus="">
              {common.tryAgain}
            </Button>
          }
        />
      </ViewFrame>
    )
  }

  const connected = outcome.status === 'connected'
  return (
    <ViewFrame className="apkt-connecting-external-view" busy={!connected}>
      <ViewStatus
        tone="waiting"
        visual={<ConnectingVisual imageUrl={imageUrl} state={connected ? 'connected' : 'pending'} />}
        title={
          connected ? messages.connectedTitle : formatMessage(messages.continueInWallet, { wallet: name })
        }
        description={connected ? undefined : messages.continueInWalletDescription}
      />
    </ViewFrame>
  )
}
