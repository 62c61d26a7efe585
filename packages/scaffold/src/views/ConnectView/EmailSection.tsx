import { EmailInput } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'

/**
 * The email login field. The embedded wallet behind it is not built yet: submitting says so in a toast instead
 * of pretending to send a code.
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
        onSubmit={() => core.snack.showError(messages.emailUnavailable)}
      />
    </div>
  )
}
