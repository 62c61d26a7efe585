'use client'

import { formatMessage, type WalletListItem } from '@org/appkit-core/internal'
import { Button, ExternalLinkIcon } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { ConnectingVisual } from '../ConnectingExternalView/ConnectingVisual.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { getWalletLink, type WalletPlatform } from './getWalletLinks.ts'
import { useAllowedWalletSchemes } from './useAllowedWalletSchemes.ts'

export interface WalletLinkPanelProps {
  wallet: WalletListItem
  platform: Exclude<WalletPlatform, 'qr'>
  uri: string | undefined
}

/** Hands the pairing to the wallet's phone, desktop or web app with a button, and waits for it to approve. */
export function WalletLinkPanel({ wallet, platform, uri }: WalletLinkPanelProps) {
  const core = useCore()
  const { connect: messages } = useMessages()
  const allowedSchemes = useAllowedWalletSchemes(core)
  const link = uri ? getWalletLink(wallet, platform, uri, allowedSchemes) : undefined
  const open = () => {
    if (!link) return
    core.connection.setWcLinking({ name: wallet.name, href: link.href })
    // A web app opens beside the dApp; an app link is handed to the system, which opens the wallet.
    if (platform === 'web') globalThis.open?.(link.href, '_blank', 'noopener,noreferrer')
    else globalThis.open?.(link.href, '_self')
  }
  const action =
    platform === 'web'
      ? messages.openWebApp
      : platform === 'desktop'
        ? messages.openDesktopApp
        : messages.openMobileApp
  return (
    <ViewStatus
      tone="waiting"
      visual={<ConnectingVisual imageUrl={wallet.imageUrl} state="pending" />}
      title={formatMessage(messages.continueInWallet, { wallet: wallet.name })}
      description={formatMessage(
        platform === 'web' ? messages.openWebAppDescription : messages.openAppDescription,
        { wallet: wallet.name },
      )}
      actions={
        <Button
          variant="primary"
          onClick={open}
          disabled={!link}
          loading={!uri}
          iconRight={platform === 'web' ? <ExternalLinkIcon size="sm" /> : undefined}
        >
          {formatMessage(action, { wallet: wallet.name })}
        </Button>
      }
    />
  )
}
