'use client'

import { formatMessage } from '@org/appkit-core/internal'
import { Button, WarningIcon } from '@org/appkit-ui'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { ConnectingVisual } from '../ConnectingExternalView/ConnectingVisual.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

export interface WalletConnectProblemProps {
  status: 'error' | 'unavailable' | 'notConfigured'
  walletName: string | undefined
  imageUrl: string | undefined
  onRetry: () => void
  /** Replaces the not-configured explanation (the WalletConnect-only view has no browser wallet to suggest). */
  notConfiguredDescription?: string
}

/**
 * The ways a WalletConnect pairing cannot go on: the wallet declined or the pairing expired (Try again asks for a
 * fresh URI), the WalletConnect SDK could not start (Try again starts it anew), or the app has no WalletConnect
 * client at all (said plainly, nothing to retry).
 */
export function WalletConnectProblem({
  status,
  walletName,
  imageUrl,
  onRetry,
  notConfiguredDescription,
}: WalletConnectProblemProps) {
  const { connect: messages, common } = useMessages()
  if (status === 'notConfigured') {
    return (
      <ViewStatus
        tone="error"
        visual={<WarningIcon size="lg" />}
        title={messages.wcNotConfiguredTitle}
        description={notConfiguredDescription ?? messages.wcNotConfiguredDescription}
      />
    )
  }
  return (
    <ViewStatus
      tone="error"
      visual={<ConnectingVisual imageUrl={imageUrl} state="failed" />}
      title={status === 'unavailable' ? messages.wcUnavailableTitle : messages.wcErrorTitle}
      description={
        status === 'unavailable'
          ? messages.wcUnavailableDescription
          : walletName
            ? formatMessage(messages.wcErrorWalletDescription, { wallet: walletName })
            : messages.wcErrorDescription
      }
      actions={
        <Button variant="secondary" onClick={onRetry} data-apkt-autofocus="">
          {common.tryAgain}
        </Button>
      }
    />
  )
}
