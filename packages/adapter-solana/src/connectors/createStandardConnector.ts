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
import { decodeBase58, encodeBase58 } from '../encoding/base58.ts'
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

/** A wallet answered what the Wallet Standard does not allow (no result, a signature that is not 64 bytes). */
export class InvalidWalletAnswerError extends Error {
  override name = 'InvalidWalletAnswerError'
}

/** Whether `address` is a Solana public key: base58 of exactly 32 bytes, in its one canonical spelling. */
function isPublicKeyAddress(address: unknown): address is string {
  if (typeof address !== 'string' || address.length > 44) return false
  try {
    const bytes = decodeBase58(address)
    return bytes.length === 32 && encodeBase58(bytes) === address
  } catch {
    return false
  }
}

/** A Solana account of a wallet's list; what is not one (a broken wallet's entry) is left out. */
const isSolanaAccount = (account: unknown): account is WalletAccount => {
  const { address, chains } = (account ?? {}) as Partial<Record<keyof WalletAccount, unknown>>
  return (
    Array.isArray(chains) &&
    chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    isPublicKeyAddress(address)
  )
}

/** The addresses of the wallet's Solana accounts; a list that is not an array is a broken wallet's answer. */
function solanaAddresses(accounts: unknown): string[] {
  if (!Array.isArray(accounts)) throw new TypeError('The wallet listed its accounts in something not a list')
  return accounts.filter(isSolanaAccount).map((account) => account.address)
}

/** A signature the wallet returned: ed25519, so exactly 64 bytes. */
function toSignature(output: unknown, wallet: string): Uint8Array {
  const signature = (output as { signature?: unknown } | null | undefined)?.signature
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw new InvalidWalletAnswerError(`${wallet} returned a signature that is not 64 bytes`)
  return signature
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
    const found = Array.isArray(wallet.accounts)
      ? wallet.accounts.find((candidate) => isSolanaAccount(candidate) && candidate.address === address)
      : undefined
    if (!found) throw new InvalidWalletAnswerError(`${wallet.name} does not expose the account ${address}`)
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
      const output: unknown = await feature(StandardConnect).connect(silent ? { silent: true } : undefined)
      const accounts = (output as { accounts?: unknown } | null | undefined)?.accounts
      return solanaAddresses(Array.isArray(accounts) && accounts.length === 0 ? wallet.accounts : accounts)
    },

    async disconnect() {
      await features[StandardDisconnect]?.disconnect()
    },

    addresses: () => (Array.isArray(wallet.accounts) ? solanaAddresses(wallet.accounts) : []),

    watchAddresses(onChange) {
      return feature(StandardEvents).on('change', (properties: unknown) => {
        // A change whose accounts are not a list says nothing the adapter can follow (not even "all gone").
        const accounts = (properties as { accounts?: unknown } | null | undefined)?.accounts
        if (Array.isArray(accounts)) onChange(solanaAddresses(accounts))
      })
    },

    async signMessage(message, { address }) {
      const [result] = await feature(SolanaSignMessage).signMessage({ account: account(address), message })
      if (!result) throw new InvalidWalletAnswerError(`${wallet.name} returned no signature`)
      return toSignature(result, wallet.name)
    },

    async signTransaction(transaction, { address, network }) {
      const signer = account(address)
      const [result] = await feature(SolanaSignTransaction).signTransaction({
        account: signer,
        transaction,
        chain: toWalletStandardChain(network, signer.chains),
      })
      if (!result) throw new InvalidWalletAnswerError(`${wallet.name} returned no signed transaction`)
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
            if (!result) throw new InvalidWalletAnswerError(`${wallet.name} returned no signature`)
            return encodeBase58(toSignature(result, wallet.name))
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
