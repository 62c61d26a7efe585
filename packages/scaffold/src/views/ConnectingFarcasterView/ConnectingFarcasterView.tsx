'use client'

import { CHAIN_NAMESPACES } from '@org/appkit-core'
import { Button, CopyIcon, ExternalLinkIcon, Link, QrCode } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { copyToClipboard } from '../ViewFrame/copyToClipboard.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'

/**
 * Sign in with Farcaster (spec §2 ConnectingFarcaster): the QR code of the account's `farcasterUrl` (set by the
 * embedded wallet), a copy-link button and a link to open it; a placeholder while the URL is not there yet.
 */
export function ConnectingFarcasterView() {
  const core = useCore()
  const messages = useMessages().siwx
  const chain = useStateSnapshot(core.chain.state)
  const active = chain.activeNamespace
  const url =
    (active ? chain.chains[active].account.farcasterUrl : undefined) ??
    CHAIN_NAMESPACES.map((namespace) => chain.chains[namespace].account.farcasterUrl).find(Boolean)

  async function copyLink() {
    if (!url) return
    if (await copyToClipboard(url)) core.snack.showSuccess(messages.linkCopied)
    else core.snack.showError(messages.copyFailed)
  }

  return (
    <ViewFrame className="apkt-connecting-farcaster-view" busy={!url}>
      <div className="apkt-connecting-farcaster-qr">
        <QrCode value={url ?? ''} label={messages.farcasterQrLabel} size={264} />
      </div>
      <div className="apkt-view-status">
        <h3 className="apkt-view-status-title">{messages.farcasterHeading}</h3>
        <p className="apkt-view-status-description" role={url ? undefined : 'status'}>
          {url ? messages.farcasterDescription : messages.farcasterLoading}
        </p>
      </div>
      <div className="apkt-view-actions">
        <Button
          variant="secondary"
          iconLeft={<CopyIcon size="sm" />}
          disabled={!url}
          onClick={() => void copyLink()}
        >
          {messages.copyLink}
        </Button>
      </div>
      {url ? (
        <Link href={url} className="apkt-connecting-farcaster-open">
          {messages.openFarcaster}
          <ExternalLinkIcon size="sm" />
        </Link>
      ) : null}
    </ViewFrame>
  )
}
