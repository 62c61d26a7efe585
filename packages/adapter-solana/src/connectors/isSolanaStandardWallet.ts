import { SolanaSignAndSendTransaction, SolanaSignTransaction } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect, StandardEvents } from '@wallet-standard/features'

/**
 * Whether a Wallet Standard wallet can serve this adapter: it lists a Solana chain, connects, reports account
 * changes, and signs transactions (alone or while sending them). What `@solana/wallet-adapter-base` asks of a
 * wallet too.
 */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  const { features } = wallet
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    StandardConnect in features &&
    StandardEvents in features &&
    (SolanaSignAndSendTransaction in features || SolanaSignTransaction in features)
  )
}
