'use client'

import { formatMessage } from '@org/appkit-core/internal'
import { Button, CopyIcon, QrCode } from '@org/appkit-ui'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { copyToClipboard } from '../ViewFrame/copyToClipboard.ts'

export interface WalletConnectQrProps {
  /** The pairing URI; undefined while it is being created (a placeholder shows). */
  uri: string | undefined
  /** The wallet the code is for; none for any WalletConnect wallet. */
  walletName?: string | undefined
  /** The logo in the centre of the code. */
  logoUrl?: string | undefined
}

/** The pairing QR code with the wallet's logo in its centre, what to do with it, and a Copy link button. */
export function WalletConnectQr({ uri, walletName, logoUrl }: WalletConnectQrProps) {
  const core = useCore()
  const { connect: messages, common } = useMessages()
  const label = !uri
    ? messages.qrLoading
    : walletName
      ? formatMessage(messages.qrLabelWallet, { wallet: walletName })
      : messages.qrLabel
  const copy = async () => {
    if (!uri) return
    if (await copyToClipboard(uri)) core.snack.showSuccess(common.linkCopied)
    else core.snack.showError(common.copyFailed)
  }
  return (
    <div className="apkt-wc-qr">
      <QrCode value={uri ?? ''} label={label} logoUrl={logoUrl} size={280} />
      <p className="apkt-wc-qr-hint">
        {walletName ? formatMessage(messages.scanWithWallet, { wallet: walletName }) : messages.scanWithPhone}
      </p>
      <Button variant="ghost" size="sm" iconLeft={<CopyIcon size="sm" />} onClick={copy} disabled={!uri}>
        {messages.copyLink}
      </Button>
    </div>
  )
}
