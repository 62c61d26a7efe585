'use client'

import { FEATURE_VIEWS } from '@org/appkit-core/internal'
import { EmailInput } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'

/**
 * The email login field. The Connect view shows it only while the email login is available (an adapter provides
 * the embedded wallet and its email flow is built); submitting hands the address to that flow's view.
 */
export function EmailSection({ disabled }: { disabled: boolean }) {
  const core = useCore()
  const { connect: messages } = useMessages()
  return (
    <div className="apkt-view-section apkt-connect-email">
      <EmailInput
        label={messages.emailLabel}
        placeholder={messages.emailPlaceholder}
        submitLabel={messages.emailSubmit}
        disabled={disabled}
        onSubmit={(email) => core.router.push(FEATURE_VIEWS.email, { email })}
      />
    </div>
  )
}
