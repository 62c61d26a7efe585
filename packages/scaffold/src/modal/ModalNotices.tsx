'use client'

import { AlertBar, Toast } from '@org/appkit-ui'
import { useCore } from '../context/CoreContext.tsx'
import { useMessages } from '../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../state/useStateSnapshot.ts'
import { translateCoreMessage } from './translateCoreMessage.ts'

/** The toast bound to `core.snack`: stays mounted so each new message is announced. */
export function ModalToast() {
  const core = useCore()
  const { common } = useMessages()
  const snack = useStateSnapshot(core.snack.state)
  return (
    <div className="apkt-modal-toast">
      <Toast
        open={snack.open}
        variant={snack.variant}
        message={snack.message ? translateCoreMessage(snack.message, common) : ''}
      />
    </div>
  )
}

/** The developer alert bar bound to `core.alert` ('Project ID Not Configured', ...), with a Dismiss button. */
export function ModalAlertBar() {
  const core = useCore()
  const { common } = useMessages()
  const alert = useStateSnapshot(core.alert.state)
  if (!alert.open) return null
  return (
    <div className="apkt-modal-alert">
      <AlertBar
        variant={alert.variant}
        message={translateCoreMessage(alert.message, common)}
        closeLabel={common.dismissAlert}
        onClose={() => core.alert.close()}
      />
    </div>
  )
}
