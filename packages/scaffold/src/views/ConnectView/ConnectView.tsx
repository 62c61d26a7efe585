'use client'

import type { ConnectMethod } from '@org/appkit-core'
import { getAvailableFeatures } from '@org/appkit-core/internal'
import { Button } from '@org/appkit-ui'
import { Fragment, type ReactNode, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { useStateValue } from '../../state/useStateValue.ts'
import { useIsMobile } from '../ConnectingWalletConnectView/useIsMobile.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { EmailSection } from './EmailSection.tsx'
import { LegalCheckbox, LegalFooter } from './LegalConsent.tsx'
import { SocialSection } from './SocialSection.tsx'
import { toConnectRow } from './toConnectRow.ts'
import { usePrefetchWallets } from './usePrefetchWallets.ts'
import { WalletSection } from './WalletSection.tsx'

/**
 * Asks for the registry's lists the wallet section shows, after the view's first frame. A component of its own:
 * it alone re-renders when a warm-up render becomes the real one (WarmUpContext), not the whole view.
 */
function PrefetchWallets() {
  usePrefetchWallets(useCore(), { deferred: true })
  return null
}

/**
 * The connect screen (spec §2): email, social and wallet sections in the core's method order, email and socials
 * only while available (the core's getAvailableFeatures: asked for, an adapter provides the embedded wallet, and
 * their views are built); the wallet list in the core's connector order with Recent, Installed and QR code tags;
 * All wallets (per `allWallets`); the legal checkbox gating every way to connect, or the legal footer; and the
 * wallet guide.
 */
export function ConnectView() {
  const core = useCore()
  const { connect: messages } = useMessages()
  const options = useStateSnapshot(core.options.state)
  const namespace = useStateValue(core.modal.state, (state) => state.namespace)
  const connectors = useStateSnapshot(core.connector.state)
  const api = useStateSnapshot(core.api.state)
  const isMobile = useIsMobile()
  const [accepted, setAccepted] = useState(false)
  // getConnectorList() and getConnectMethodsOrder() read these through the core; reading them from snapshots
  // subscribes the view, so the list follows announced wallets, recents, registry answers and option changes.
  const listInputs = [
    connectors.connectors,
    connectors.recentWallets,
    api.featured,
    api.recommended,
    api.excluded,
    options.featuredWalletIds,
    options.excludeWalletIds,
    options.customWallets,
    options.features.connectorTypeOrder,
    options.features.connectMethodsOrder,
  ]
  void listInputs

  const { features } = options
  // The adapters in scope: the namespace the modal was opened for, else all of them.
  const inScope = namespace ? [core.adapters.get(namespace)] : [...core.adapters.values()]
  const available = getAvailableFeatures({
    features,
    capabilities: inScope.flatMap((adapter) => (adapter ? [adapter.capabilities] : [])),
    views: core.views,
  })
  const links = { termsConditionsUrl: options.termsConditionsUrl, privacyPolicyUrl: options.privacyPolicyUrl }
  const hasLegal = Boolean(links.termsConditionsUrl || links.privacyPolicyUrl)
  const needsConsent = features.legalCheckbox && hasLegal
  const disabled = needsConsent && !accepted

  const rows = options.enableWallets
    ? core.connector.getConnectorList(namespace).map((entry) => toConnectRow(entry, options.connectorImages))
    : []
  const showAllWallets =
    options.enableWallets &&
    (options.allWallets === 'SHOW' || (options.allWallets === 'ONLY_MOBILE' && isMobile))
  const registryLoading = api.status.featured === 'loading' || api.status.recommended === 'loading'

  const sections: Record<ConnectMethod, ReactNode> = {
    email: available.email ? <EmailSection disabled={disabled} /> : null,
    social:
      available.socials.length > 0 ? (
        <SocialSection providers={available.socials} disabled={disabled} />
      ) : null,
    wallet: options.enableWallets ? (
      <WalletSection
        rows={rows}
        loading={registryLoading}
        showAllWallets={showAllWallets}
        walletCount={api.count}
        disabled={disabled}
      />
    ) : null,
  }
  const shown = core.connector.getConnectMethodsOrder().filter((method) => sections[method] !== null)

  return (
    <ViewFrame className="apkt-connect-view">
      <PrefetchWallets />
      {needsConsent ? <LegalCheckbox links={links} checked={accepted} onCheckedChange={setAccepted} /> : null}
      {shown.map((method, index) => {
        const previous = shown[index - 1]
        // Email and socials belong together; "or" separates them from the wallets.
        const separated = previous !== undefined && (previous === 'wallet' || method === 'wallet')
        return (
          <Fragment key={method}>
            {separated ? (
              <div className="apkt-connect-separator">
                <span>{messages.or}</span>
              </div>
            ) : null}
            {sections[method]}
          </Fragment>
        )
      })}
      {options.enableWalletGuide && options.enableWallets ? (
        <p className="apkt-connect-guide">
          {messages.walletGuide}{' '}
          <Button variant="ghost" size="sm" onClick={() => core.router.push('GetWallet')}>
            {messages.walletGuideAction}
          </Button>
        </p>
      ) : null}
      {hasLegal && !needsConsent ? <LegalFooter links={links} /> : null}
    </ViewFrame>
  )
}
