// The lazy chunk the adapter loads on its first flow (a connect, a restored session, a balance): every part of the
// adapter that runs only once a visitor acts, as one module. One `import()` target, not one per flow: the bundler
// then has a single lazy entry sharing viem's and wagmi's modules with the page, and keeps those shared modules in
// the page's own file instead of splitting them into files the page must fetch before it renders (the quick start
// loaded 8 files before its button with a chunk per flow, 4 with this one).

export { watchNewestPendingTransaction } from './actions/watchNewestPendingTransaction.ts'
export { createAdapterFlows } from './createAdapterFlows.ts'
export { createWalletConnectMethods } from './walletConnect/createWalletConnectMethods.ts'
