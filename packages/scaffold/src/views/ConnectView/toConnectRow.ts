import type { ConnectorListEntry } from '@org/appkit-core/internal'

export type ConnectRowTag = 'recent' | 'installed' | 'qrCode'

/** One row of the Connect view's wallet list, as shown. */
export interface ConnectRow {
  key: string
  name: string
  imageUrl: string | undefined
  tag: ConnectRowTag | undefined
  entry: ConnectorListEntry
}

/**
 * How the Connect view shows a connector list entry: an installed wallet (an extension that announced itself) by
 * its own name and icon, as the visitor knows it; otherwise the registry wallet's name and logo, else the
 * connector's. The dApp's `connectorImages` (by connector id) override every icon, as in AppKit. Tagged Recent,
 * Installed or QR code (WalletConnect).
 */
export function toConnectRow(
  entry: ConnectorListEntry,
  connectorImages: Readonly<Record<string, string>>,
): ConnectRow {
  const connector = entry.connectors[0]
  const override = entry.connectors
    .map((candidate) => connectorImages[candidate.id])
    .find((url) => url !== undefined)
  const connectorImage = entry.connectors
    .map((candidate) => candidate.imageUrl)
    .find((url) => url !== undefined)
  const installed = entry.connectors.some(
    (candidate) => candidate.installed === true || candidate.type === 'ANNOUNCED',
  )
  const walletConnect = entry.connectors.some((candidate) => candidate.type === 'WALLET_CONNECT')
  const announced = entry.connectors.find((candidate) => candidate.type === 'ANNOUNCED')
  const announcedImage = announced?.imageUrl
  return {
    key: `${entry.kind}:${entry.wallet?.id ?? connector?.id ?? ''}`,
    name: announced?.name ?? entry.wallet?.name ?? connector?.name ?? '',
    imageUrl: override ?? announcedImage ?? entry.wallet?.imageUrl ?? connectorImage,
    tag: entry.kind === 'recent' ? 'recent' : installed ? 'installed' : walletConnect ? 'qrCode' : undefined,
    entry,
  }
}
