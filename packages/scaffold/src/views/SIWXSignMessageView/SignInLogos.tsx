'use client'

import { formatMessage } from '@org/appkit-core/internal'
import { WalletImage } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'

/**
 * The app's icon (from `metadata.icons`) beside the connected wallet's, for the sign-in views; `waiting` adds a
 * pulse between them.
 */
export function SignInLogos({ waiting = false }: { waiting?: boolean }) {
  const core = useCore()
  const messages = useMessages().siwx
  const { metadata } = useStateSnapshot(core.options.state)
  const chain = useStateSnapshot(core.chain.state)
  const wallet = chain.activeNamespace
    ? chain.chains[chain.activeNamespace].account.connectedWalletInfo
    : undefined
  const appName = metadata?.name || messages.thisApp
  return (
    <span className="apkt-sign-in-logos" data-waiting={waiting ? '' : undefined}>
      <WalletImage
        src={metadata?.icons[0]}
        alt={formatMessage(messages.appLogo, { app: appName })}
        size="lg"
      />
      <span className="apkt-sign-in-logos-link" aria-hidden="true" />
      <WalletImage src={wallet?.icon} alt={wallet?.name ?? ''} size="lg" />
    </span>
  )
}
