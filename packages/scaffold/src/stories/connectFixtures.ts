import type { Connector } from '@org/appkit-core'
import type { WalletListItem } from '@org/appkit-core/internal'

/** A wallet logo as a data URL (a rounded square with initials): stories show real images without a network. */
export function storyWalletLogo(background: string, initials: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><text x="32" y="41" font-family="Arial" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** A browser extension that announced itself (EIP-6963) on the devnet's namespace. */
export function storyAnnouncedConnector(id: string, name: string, background: string): Connector {
  return {
    id,
    name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: storyWalletLogo(background, name.slice(0, 2)),
    info: { rdns: id },
  }
}

export const storyMetaMaskConnector = storyAnnouncedConnector('io.metamask', 'MetaMask', '#f6851b')

/** The WalletConnect connector the universal provider adds. */
export const storyWalletConnectConnector: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  imageUrl: storyWalletLogo('#3b99fc', 'WC'),
}

/** A registry wallet reached through WalletConnect, with a homepage and no app links. */
export const storyRainbowWallet: WalletListItem = {
  id: 'rainbow',
  name: 'Rainbow',
  imageUrl: storyWalletLogo('#001e59', 'Rb'),
  homepage: 'https://rainbow.example',
}

/** A WalletConnect pairing URI as a wallet scans it. */
export const STORY_WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'

/** A wallet name long enough to wrap or truncate in every place it is shown. */
export const STORY_LONG_WALLET_NAME = 'Hyperextended Multichain Self-Custody Mobile Wallet'
