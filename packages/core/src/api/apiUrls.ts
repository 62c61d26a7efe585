// The hosted services' URLs: a module of their own, so the options' defaults (on a page's first load) take them
// without the API layer's other constants.

/** Hosted Blockchain API (spec §7). */
export const BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org'
/** Hosted wallet registry (explorer). */
export const WALLET_REGISTRY_URL = 'https://api.web3modal.org'
/** Hosted analytics (Pulse). */
export const ANALYTICS_API_URL = 'https://pulse.walletconnect.org'
