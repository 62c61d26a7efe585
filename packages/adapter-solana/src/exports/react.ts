// @org/appkit-adapter-solana/react: `useAppKitConnection` and the `Provider` type, as Reown's
// `@reown/appkit-adapter-solana/react` has them, beside everything the main entry exports (Reown's React entry
// re-exports its main entry too, so `import { SolanaAdapter } from '…/react'` keeps working after the move).
export type { Connection } from '@solana/web3.js'
export {
  type UseAppKitConnectionReturnType,
  useAppKitConnection,
} from '../react/useAppKitConnection.ts'
export type { SolanaProvider as Provider } from '../SolanaProvider.ts'
export * from './index.ts'
