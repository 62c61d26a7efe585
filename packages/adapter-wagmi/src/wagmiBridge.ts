// The lazy chunk the adapter loads when the core first attaches to it (the connector list, an event listener) or
// a flow runs: what ties the wagmi config to the core (connector mapping, the connection and pending-transaction
// watchers, the WalletConnect connector) without being part of the page's first load. The constructor only builds
// the wagmi config, which the dApp's own wagmi hooks need at once; the core starts after the page has painted.

export { watchConnectors } from '@wagmi/core'
export { createWalletConnectConnector } from './createWalletConnectConnector.ts'
export { startAdapterWatchers } from './startAdapterWatchers.ts'
export { toCoreConnector } from './toCoreConnector.ts'
