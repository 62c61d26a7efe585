'use client'

import type { SocialProvider } from '@org/appkit-core'
import { formatMessage, SOCIAL_LOGIN_VIEWS } from '@org/appkit-core/internal'
import { Button } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import type { Messages } from '../../i18n/Messages.ts'
import { useMessages } from '../../i18n/MessagesContext.tsx'

type ConnectMessages = Messages['connect']

function providerName(messages: ConnectMessages, provider: SocialProvider): string {
  const names: Record<SocialProvider, string> = {
    google: messages.socialGoogle,
    x: messages.socialX,
    discord: messages.socialDiscord,
    farcaster: messages.socialFarcaster,
    github: messages.socialGithub,
    apple: messages.socialApple,
    facebook: messages.socialFacebook,
  }
  return names[provider]
}

/**
 * The social login buttons, in the order given (the available ones of `features.socials`): the first full width,
 * the rest in a row. Choosing one opens its login view with the provider (`socialProvider`).
 */
export function SocialSection({
  providers,
  disabled,
}: {
  providers: readonly SocialProvider[]
  disabled: boolean
}) {
  const core = useCore()
  const { connect: messages } = useMessages()
  const [first, ...rest] = providers
  const choose = (provider: SocialProvider) =>
    core.router.push(SOCIAL_LOGIN_VIEWS[provider], { socialProvider: provider })
  if (!first) return null
  return (
    <div className="apkt-view-section apkt-connect-socials">
      <Button variant="secondary" fullWidth disabled={disabled} onClick={() => choose(first)}>
        {formatMessage(messages.continueWith, { provider: providerName(messages, first) })}
      </Button>
      {rest.length > 0 ? (
        <ul className="apkt-connect-social-row" aria-label={messages.moreSocials}>
          {rest.map((provider) => (
            <li key={provider}>
              <Button
                variant="secondary"
                size="sm"
                fullWidth
                disabled={disabled}
                aria-label={formatMessage(messages.continueWith, {
                  provider: providerName(messages, provider),
                })}
                onClick={() => choose(provider)}
              >
                {providerName(messages, provider)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
