import type { Connector, ConnectorType } from '@org/appkit-core'
import { GENERIC_INJECTED_CONNECTOR_NAME } from '@org/appkit-core/internal'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** How the adapter came by a wagmi connector, which decides its core type. */
export type ConnectorOrigin = 'injected' | 'announced' | 'external'

/** Whether the page has a `window.ethereum` (a browser extension injected one). */
export function hasInjectedProvider(): boolean {
  return typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum)
}

function typeOf(connector: WagmiConnector, origin: ConnectorOrigin): ConnectorType {
  if (origin === 'injected') return 'INJECTED'
  if (origin === 'announced') return 'ANNOUNCED'
  return connector.type === 'walletConnect' ? 'WALLET_CONNECT' : 'EXTERNAL'
}

function rdnsOf(connector: WagmiConnector, origin: ConnectorOrigin): string | undefined {
  // wagmi names an EIP-6963 connector after the wallet's rdns.
  if (origin === 'announced') return connector.id
  const rdns = connector.rdns
  return typeof rdns === 'string' ? rdns : rdns?.[0]
}

/**
 * The core's view of a wagmi connector (spec §3 "Connector"): the generic `window.ethereum` connector is the
 * 'Browser Wallet' (installed when a provider is injected), EIP-6963 wallets carry their rdns and icon, and the
 * connectors a dApp passed in are EXTERNAL (WALLET_CONNECT for a WalletConnect one).
 *
 * @example
 * toCoreConnector(config.connectors[0], 'announced') // { id: 'io.metamask', type: 'ANNOUNCED', ... }
 */
export function toCoreConnector(connector: WagmiConnector, origin: ConnectorOrigin): Connector {
  const rdns = rdnsOf(connector, origin)
  return {
    id: connector.id,
    name: origin === 'injected' ? GENERIC_INJECTED_CONNECTOR_NAME : connector.name,
    type: typeOf(connector, origin),
    chain: 'eip155',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(rdns ? { info: { rdns } } : {}),
    ...(origin === 'injected' ? { installed: hasInjectedProvider() } : {}),
    ...(origin === 'announced' ? { installed: true } : {}),
  }
}
