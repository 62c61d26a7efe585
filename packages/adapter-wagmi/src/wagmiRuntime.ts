// The lazy chunk the adapter loads on its first flow (a connect, a restored session, a balance): every part of the
// adapter that runs only once a visitor acts, as one module. One `import()` target, not one per flow: the bundler
// then has a single lazy entry sharing viem's and wagmi's modules with the page, and keeps those shared modules in
// the page's own file instead of splitting them into files the page must fetch before it renders (the quick start
// loaded 8 files before its button with a chunk per flow, 4 with this one).

export { estimateGas } from './actions/estimateGas.ts'
export { estimateSendFee } from './actions/estimateSendFee.ts'
export { readBalance } from './actions/readBalance.ts'
export { sendToken } from './actions/sendToken.ts'
export { sendTransaction } from './actions/sendTransaction.ts'
export { signMessage } from './actions/signMessage.ts'
export { waitForTransaction } from './actions/waitForTransaction.ts'
export { watchNewestPendingTransaction } from './actions/watchNewestPendingTransaction.ts'
export { writeContract } from './actions/writeContract.ts'
export { connectionOf } from './connection/connectionOf.ts'
export { connectWallet } from './connection/connectWallet.ts'
export { disconnectWallet } from './connection/disconnectWallet.ts'
export { reconnectWallet } from './connection/reconnectWallet.ts'
export { switchWalletNetwork } from './connection/switchWalletNetwork.ts'
export { readEnsProfile } from './readEnsProfile.ts'
export { resolveEnsName } from './resolveEnsName.ts'
export { createWalletConnectMethods } from './walletConnect/createWalletConnectMethods.ts'
