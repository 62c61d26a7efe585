import type {
  MessageSignerWalletAdapterProps,
  SignerWalletAdapterProps,
  WalletAdapter,
} from '@solana/wallet-adapter-base'
import type { PublicKey } from '@solana/web3.js'
import { loadSolanaRuntime } from '../loadSolanaRuntime.ts'
import { WalletFeatureMissingError } from './createStandardConnector.ts'
import type { SolanaConnector } from './SolanaConnector.ts'

/** wallet-adapter-base's ready states, by value (its enum is not imported at run time). */
const READY = new Set(['Installed', 'Loadable'])

/**
 * The connector of a `@solana/wallet-adapter-base` adapter the dApp passed in `wallets`: listed as EXTERNAL under
 * the adapter's name. Connects with `connect()` (with `autoConnect()` to restore, which trusted-site wallets answer
 * without a prompt), follows its `connect` / `disconnect` events, signs with `signMessage` / `signTransaction` when
 * the adapter has them, and sends with its `sendTransaction`.
 *
 * @example
 * const connector = createWalletAdapterConnector(new PhantomWalletAdapter())
 */
export function createWalletAdapterConnector(adapter: WalletAdapter): SolanaConnector {
  const addresses = () => (adapter.publicKey ? [adapter.publicKey.toBase58()] : [])
  const signer = adapter as WalletAdapter &
    Partial<SignerWalletAdapterProps & MessageSignerWalletAdapterProps>

  return {
    id: adapter.name,
    name: adapter.name,
    type: 'EXTERNAL',
    icon: adapter.icon,
    get installed() {
      return READY.has(adapter.readyState)
    },
    underlying: adapter,

    async connect({ silent }) {
      if (adapter.connected) return addresses()
      if (!silent) {
        await adapter.connect()
        return addresses()
      }
      try {
        await adapter.autoConnect()
      } catch {
        // A wallet that will not restore without asking has nothing to restore.
        return []
      }
      return addresses()
    },

    async disconnect() {
      await adapter.disconnect()
    },

    addresses,

    watchAddresses(onChange) {
      const onConnect = (publicKey: PublicKey) => onChange([publicKey.toBase58()])
      const onDisconnect = () => onChange([])
      adapter.on('connect', onConnect)
      adapter.on('disconnect', onDisconnect)
      return () => {
        adapter.off('connect', onConnect)
        adapter.off('disconnect', onDisconnect)
      }
    },

    async signMessage(message) {
      if (typeof signer.signMessage !== 'function')
        throw new WalletFeatureMissingError(adapter.name, 'signMessage')
      return signer.signMessage(message)
    },

    async signTransaction(transaction) {
      if (typeof signer.signTransaction !== 'function') {
        throw new WalletFeatureMissingError(adapter.name, 'signTransaction')
      }
      const { deserializeTransaction, serializeTransaction } = await loadSolanaRuntime()
      return serializeTransaction(await signer.signTransaction(deserializeTransaction(transaction)))
    },

    async signAndSendTransaction(transaction, { connection, options }) {
      const { deserializeTransaction } = await loadSolanaRuntime()
      return adapter.sendTransaction(deserializeTransaction(transaction), connection, options)
    },
  }
}
