// The lazy chunk `loadSolanaRuntime` imports: everything that needs `@solana/web3.js` at run time, so that
// importing `SolanaAdapter` costs only wallet discovery until something asynchronous happens.
export { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
export { estimateSendFee } from './actions/estimateSendFee.ts'
export { readBalance } from './actions/readBalance.ts'
export { signAndSend } from './actions/signAndSend.ts'
export { watchConfirmation } from './actions/watchConfirmation.ts'
export { createSolanaConnection } from './network/createSolanaConnection.ts'
export { createSolanaProvider } from './SolanaProvider.ts'
export { buildNativeTransfer } from './transactions/buildNativeTransfer.ts'
export { buildTokenTransfer } from './transactions/buildTokenTransfer.ts'
export { deserializeTransaction, serializeTransaction } from './transactions/deserializeTransaction.ts'
export { readMint } from './transactions/readMint.ts'
export { validateSend } from './transactions/validateSend.ts'
