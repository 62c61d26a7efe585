import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { encodeBase58 } from '../encoding/base58.ts'
import { toWalletStandardChain } from '../network/solanaClusters.ts'
import type { SolanaConnector } from './SolanaConnector.ts'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

/** A wallet lacks a feature the request needs (e.g. message signing). */
export class WalletFeatureMissingError extends Error {
  override name = 'WalletFeatureMissingError'
  constructor(wallet: string, feature: string) {
    super(`${wallet} does not support ${feature}`)
  }
}

const isSolanaAccount = (account: WalletAccount) =>
  account.chains.some((chain) => chain.startsWith('solana:'))

function solanaAddresses(accounts: readonly WalletAccount[]): string[] {
  return accounts.filter(isSolanaAccount).map((account) => account.address)
}

/**
 * The connector of a Wallet Standard wallet (Phantom, Solflare, Backpack, the dev wallet...): listed as ANNOUNCED
 * under the wallet's name, as EIP-6963 wallets are on eip155. Connects with `standard:connect` (`silent` to
 * restore), follows `standard:events`, signs with `solana:signMessage` / `solana:signTransaction`, and sends with
 * `solana:signAndSendTransaction` when the wallet has it.
 *
 * @example
 * const connector = createStandardConnector(getWallets().get()[0])
 * const [address] = await connector.connect({ silent: false })
 */
export function createStandardConnector(wallet: Wallet): SolanaConnector {
  const features = wallet.features as Features

  function feature<K extends keyof Features>(name: K): NonNullable<Features[K]> {
    const found = features[name]
    if (!found) throw new WalletFeatureMissingError(wallet.name, name)
    return found
  }

  function account(address: string): WalletAccount {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    if (!found) throw new Error(`${wallet.name} does not expose the account ${address}`)
    return found
  }

  const signAndSend = features[SolanaSignAndSendTransaction]
  const connector: SolanaConnector = {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    icon: wallet.icon,
    installed: true,
    underlying: wallet,

    async connect({ silent }) {
      const { accounts } = await feature(StandardConnect).connect(silent ? { silent: true } : undefined)
      return solanaAddresses(accounts.length > 0 ? accounts : wallet.accounts)
    },

    async disconnect() {
      await features[StandardDisconnect]?.disconnect()
    },

    addresses: () => solanaAddresses(wallet.accounts),

    watchAddresses(onChange) {
      return feature(StandardEvents).on('change', ({ accounts }) => {
        if (accounts) onChange(solanaAddresses(accounts))
      })
    },

    async signMessage(message, { address }) {
      const [result] = await feature(SolanaSignMessage).signMessage({ account: account(address), message })
      if (!result) throw new Error(`${wallet.name} returned no signature`)
      return result.signature
    },

    async signTransaction(transaction, { address, network }) {
      const signer = account(address)
      const [result] = await feature(SolanaSignTransaction).signTransaction({
        account: signer,
        transaction,
        chain: toWalletStandardChain(network, signer.chains),
      })
      if (!result) throw new Error(`${wallet.name} returned no signed transaction`)
      return result.signedTransaction
    },

    ...(signAndSend
      ? {
          async signAndSendTransaction(transaction, { address, network, options }) {
            const signer = account(address)
            const [result] = await signAndSend.signAndSendTransaction({
              account: signer,
              transaction,
              chain: toWalletStandardChain(network, signer.chains),
              ...(options
                ? {
                    options: {
                      ...(options.skipPreflight !== undefined
                        ? { skipPreflight: options.skipPreflight }
                        : {}),
                      ...(options.preflightCommitment
                        ? { preflightCommitment: toStandardCommitment(options.preflightCommitment) }
                        : {}),
                      ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
                      ...(options.minContextSlot !== undefined
                        ? { minContextSlot: options.minContextSlot }
                        : {}),
                    },
                  }
                : {}),
            })
            if (!result) throw new Error(`${wallet.name} returned no signature`)
            return encodeBase58(result.signature)
          },
        }
      : {}),
  }
  return connector
}

/** web3.js's older commitment names as the three Wallet Standard knows. */
function toStandardCommitment(commitment: string): 'processed' | 'confirmed' | 'finalized' {
  if (commitment === 'processed' || commitment === 'recent' || commitment === 'single') return 'processed'
  if (commitment === 'finalized' || commitment === 'max' || commitment === 'root') return 'finalized'
  return 'confirmed'
}
