'use client'

import { formatMessage } from '@org/appkit-core/internal'
import { Link, Tabs } from '@org/appkit-ui'
import { useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { getWalletPlatforms, type WalletPlatform } from './getWalletLinks.ts'
import type { WalletConnectData } from './openWalletConnect.ts'
import { useAllowedWalletSchemes } from './useAllowedWalletSchemes.ts'
import { useIsMobile } from './useIsMobile.ts'
import { useWalletConnectPairing } from './useWalletConnectPairing.ts'
import { WalletConnectProblem } from './WalletConnectProblem.tsx'
import { WalletConnectQr } from './WalletConnectQr.tsx'
import { WalletLinkPanel } from './WalletLinkPanel.tsx'

/**
 * Connecting through WalletConnect, for one wallet (router data `wallet`) or any: the pairing QR code with the
 * wallet's logo, Copy link, and tabs for the wallet's phone, desktop and web apps when it has them. Loading while
 * the URI is created; a declined or failed pairing offers Try again (a fresh URI); an app without a WalletConnect
 * client says so.
 */
export function ConnectingWalletConnectView() {
  const core = useCore()
  const { connect: messages } = useMessages()
  const router = useStateSnapshot(core.router.state)
  const wallet = (router.data as WalletConnectData | undefined)?.wallet
  const pairing = useWalletConnectPairing(core)
  const platforms = getWalletPlatforms(wallet, useIsMobile(), useAllowedWalletSchemes(core))
  const [chosen, setChosen] = useState<WalletPlatform>()
  const platform = chosen && platforms.includes(chosen) ? chosen : (platforms[0] ?? 'qr')

  if (pairing.status === 'error' || pairing.status === 'unavailable' || pairing.status === 'notConfigured') {
    return (
      <ViewFrame className="apkt-connecting-wc-view">
        <WalletConnectProblem
          status={pairing.status}
          walletName={wallet?.name}
          imageUrl={wallet?.imageUrl}
          onRetry={pairing.retry}
        />
      </ViewFrame>
    )
  }

  const panel =
    platform === 'qr' || !wallet ? (
      <WalletConnectQr uri={pairing.uri} walletName={wallet?.name} logoUrl={wallet?.imageUrl} />
    ) : (
      <WalletLinkPanel wallet={wallet} platform={platform} uri={pairing.uri} />
    )
  const tabLabels: Record<WalletPlatform, string> = {
    qr: messages.platformQr,
    mobile: messages.platformMobile,
    desktop: messages.platformDesktop,
    web: messages.platformWeb,
  }

  return (
    <ViewFrame className="apkt-connecting-wc-view" busy={pairing.status === 'loading'}>
      {platforms.length > 1 ? (
        <Tabs
          label={messages.platformTabsLabel}
          tabs={platforms.map((id) => ({ id, label: tabLabels[id] }))}
          selectedId={platform}
          onSelectedChange={(id) => setChosen(id as WalletPlatform)}
        >
          {panel}
        </Tabs>
      ) : (
        panel
      )}
      {wallet?.homepage ? (
        <p className="apkt-wc-get-wallet">
          {formatMessage(messages.dontHaveWallet, { wallet: wallet.name })}{' '}
          <Link href={wallet.homepage}>{messages.getWalletLink}</Link>
        </p>
      ) : null}
    </ViewFrame>
  )
}
