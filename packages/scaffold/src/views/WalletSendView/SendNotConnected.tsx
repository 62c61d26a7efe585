'use client'

import { Button, WalletIcon } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'

/** What the send views show without a connected account: say so and lead to Connect. */
export function SendNotConnected({ className }: { className: string }) {
  const core = useCore()
  const { send: messages, account } = useMessages()
  return (
    <ViewFrame className={className}>
      <ViewStatus
        visual={<WalletIcon size="xl" />}
        title={messages.notConnectedTitle}
        description={messages.notConnectedDescription}
        actions={<Button onClick={() => core.router.reset('Connect')}>{account.connectWallet}</Button>}
      />
    </ViewFrame>
  )
}
