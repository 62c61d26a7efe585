'use client'

import { Button, Spinner } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'

/**
 * Hosts the embedded wallet's secure frame while it asks the visitor to confirm a request (spec §2, §6): the frame's
 * place, loading until the wallet draws into it, and Cancel, which ends the pending transaction (router transaction
 * stack). The router shows this view only while an adapter provides the embedded wallet.
 */
export function ApproveTransactionView() {
  const core = useCore()
  const messages = useMessages().account
  return (
    <ViewFrame className="apkt-approve-transaction-view">
      <section
        className="apkt-approve-transaction-frame"
        aria-label={messages.secureWalletFrame}
        aria-busy="true"
        data-embedded-wallet-frame=""
      >
        <Spinner size="lg" label={messages.secureWalletLoading} />
      </section>
      <Button variant="secondary" fullWidth onClick={() => core.router.popTransactionStack('cancel')}>
        {messages.cancel}
      </Button>
    </ViewFrame>
  )
}
