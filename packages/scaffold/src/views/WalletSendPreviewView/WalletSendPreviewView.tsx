'use client'

import { Button, InfoIcon } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { SendNotConnected } from '../WalletSendView/SendNotConnected.tsx'
import { useSendAccount } from '../WalletSendView/useSendAccount.ts'
import { SendPreview } from './SendPreview.tsx'

/**
 * WalletSendPreview (reference §3): the review before the wallet is asked. Opened without a complete form (a
 * token, an amount and a receiver) it says so and leads back to the form.
 */
export function WalletSendPreviewView() {
  const core = useCore()
  const { send: messages } = useMessages()
  const send = useStateSnapshot(core.send.state)
  const from = useSendAccount()

  if (!from) return <SendNotConnected className="apkt-wallet-send-preview-view" />
  const { namespace, network } = from
  const { token, sendTokenAmount, receiverAddress } = send
  if (!token || !sendTokenAmount || !receiverAddress) {
    return (
      <ViewFrame className="apkt-wallet-send-preview-view">
        <ViewStatus
          visual={<InfoIcon size="lg" />}
          title={messages.nothingToReviewTitle}
          description={messages.nothingToReviewDescription}
          actions={<Button onClick={() => core.router.replace('WalletSend')}>{messages.backToSend}</Button>}
        />
      </ViewFrame>
    )
  }
  return (
    <ViewFrame className="apkt-wallet-send-preview-view" busy={send.loading}>
      <SendPreview
        namespace={namespace}
        network={network}
        token={token}
        amount={sendTokenAmount}
        receiverAddress={receiverAddress}
      />
    </ViewFrame>
  )
}
