import {
  type CaipNetwork,
  type WalletConnectProvider,
  WalletConnectSessionMissingError,
  type WalletConnectSource,
} from '@org/appkit-core'
import { WALLET_CONNECT_CONNECTOR_ID } from '@org/appkit-core/internal'
import type { Transaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../encoding/base58.ts'
import { decodeBase64, encodeBase64 } from '../encoding/base64.ts'
import { loadSolanaRuntime } from '../loadSolanaRuntime.ts'
import { toWalletConnectChain } from '../network/solanaClusters.ts'
import { WalletFeatureMissingError } from './createStandardConnector.ts'
import type { SolanaConnector } from './SolanaConnector.ts'

const WALLET_CONNECT_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0MCA0MCI+PHJlY3Qgd2lkdGg9IjQwIiBoZWlnaHQ9IjQwIiByeD0iMTAiIGZpbGw9IiMzMzk2ZmYiLz48cGF0aCBkPSJNMTIuNSAxNS41YzQuMi00LjEgMTAuOC00LjEgMTUgMGwuNS41LTIgMi0uNi0uNmMtMy0yLjktNy44LTIuOS0xMC44IDBsLS43LjYtMi0yem04LjMgNi40IDUuMi01IDIgMi03LjIgNy4xLTcuMi03LjEgMi0yeiIgZmlsbD0iI2ZmZiIvPjwvc3ZnPg=='

/** The WalletConnect Solana methods the adapter sends, with their params and results (WalletConnect's Solana RPC reference). */
export interface SolanaWalletConnectMethods {
  solana_signMessage: { params: { message: string; pubkey: string }; result: { signature: string } }
  solana_signTransaction: {
    params: { transaction: string; pubkey: string }
    result: { signature: string; transaction?: string }
  }
  solana_signAndSendTransaction: {
    params: { transaction: string; pubkey: string; sendOptions?: unknown }
    result: { signature: string }
  }
}

interface SessionAccount {
  chain: string
  address: string
}

function sessionAccounts(provider: WalletConnectProvider | undefined): SessionAccount[] {
  return (provider?.session?.namespaces.solana?.accounts ?? []).flatMap((id) => {
    const [namespace, reference, address] = id.split(':')
    return namespace === 'solana' && reference && address ? [{ chain: `solana:${reference}`, address }] : []
  })
}

/**
 * The connector of the page's WalletConnect session for Solana (id `walletConnect`, WALLET_CONNECT). It never
 * pairs: the modal pairs first, and `connect` reads the session's `solana` accounts. Requests go through the
 * session to the active network (`provider.request({ method, params }, 'solana:<reference>')`):
 * `solana_signMessage` with the message in base58, `solana_signTransaction` and `solana_signAndSendTransaction`
 * with the transaction in base64, each with the signer's `pubkey`. Letting go of a session that also serves another
 * namespace leaves it open for that namespace.
 *
 * @example
 * const connector = createWalletConnectConnector(source, () => activeNetwork)
 */
export function createWalletConnectConnector(
  source: WalletConnectSource,
  getNetwork: () => CaipNetwork | undefined,
): SolanaConnector {
  let provider: WalletConnectProvider | undefined
  /** The session chain the connection is on (`solana:<reference>`). */
  let chain: string | undefined

  const addresses = () => {
    const accounts = sessionAccounts(provider)
    const selected = chain ?? accounts[0]?.chain
    return [
      ...new Set(accounts.filter((account) => account.chain === selected).map((account) => account.address)),
    ]
  }

  const sessionChains = () => [...new Set(sessionAccounts(provider).map((account) => account.chain))]

  function requestChain(network: CaipNetwork | undefined): string {
    const chains = sessionChains()
    if (network) return toWalletConnectChain(network, chains)
    const fallback = chain ?? chains[0]
    if (!fallback) throw new WalletConnectSessionMissingError()
    return fallback
  }

  async function request<M extends keyof SolanaWalletConnectMethods>(
    method: M,
    params: SolanaWalletConnectMethods[M]['params'],
    network: CaipNetwork | undefined,
  ): Promise<SolanaWalletConnectMethods[M]['result']> {
    provider ??= await source.getProvider()
    if (!provider.session) throw new WalletConnectSessionMissingError()
    return provider.request<SolanaWalletConnectMethods[M]['result']>(
      { method, params },
      requestChain(network),
    )
  }

  const approves = (method: string) =>
    provider?.session?.namespaces.solana?.methods?.includes(method) ?? false

  async function signTransaction(bytes: Uint8Array, address: string, network: CaipNetwork) {
    if (!approves('solana_signTransaction'))
      throw new WalletFeatureMissingError('The WalletConnect session', 'solana_signTransaction')
    const result = await request(
      'solana_signTransaction',
      { transaction: encodeBase64(bytes), pubkey: address },
      network,
    )
    if (result.transaction) return decodeBase64(result.transaction)
    // Wallets of the older method answer the signature alone: it goes into the transaction the dApp sent.
    const { deserializeTransaction, PublicKey, serializeTransaction, Transaction } = await loadSolanaRuntime()
    const transaction = deserializeTransaction(bytes)
    const signature = decodeBase58(result.signature)
    // web3.js copies the bytes into its own Buffer; no global Buffer is needed (browsers have none).
    if (transaction instanceof Transaction) {
      transaction.addSignature(
        new PublicKey(address),
        signature as Parameters<Transaction['addSignature']>[1],
      )
    } else {
      transaction.addSignature(new PublicKey(address), signature)
    }
    return serializeTransaction(transaction)
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    icon: WALLET_CONNECT_ICON,
    installed: true,
    get underlying() {
      return provider
    },

    async connect({ silent, network }) {
      provider = await source.getProvider()
      const accounts = sessionAccounts(provider)
      if (accounts.length === 0) {
        if (silent) return []
        throw new WalletConnectSessionMissingError()
      }
      const wanted = network ? toWalletConnectChain(network, sessionChains()) : undefined
      chain = accounts.find((account) => account.chain === wanted)?.chain ?? accounts[0]?.chain
      return addresses()
    },

    async disconnect() {
      const current = provider
      chain = undefined
      if (!current?.session) return
      const others = Object.keys(current.session.namespaces).filter((namespace) => namespace !== 'solana')
      // The session may serve eip155 too: disconnecting Solana alone keeps it for the other namespace.
      if (others.length === 0) await current.disconnect()
    },

    addresses,

    watchAddresses(onChange) {
      const onSessionDelete = () => onChange([])
      let target: WalletConnectProvider | undefined
      let stopped = false
      void source.getProvider().then(
        (found) => {
          if (stopped) return
          target = found
          found.on('session_delete', onSessionDelete)
        },
        () => undefined,
      )
      return () => {
        stopped = true
        target?.removeListener('session_delete', onSessionDelete)
      }
    },

    async signMessage(message, { address }) {
      const { signature } = await request(
        'solana_signMessage',
        { message: encodeBase58(message), pubkey: address },
        getNetwork(),
      )
      return decodeBase58(signature)
    },

    async signTransaction(transaction, { address, network }) {
      return signTransaction(transaction, address, network)
    },

    async signAndSendTransaction(transaction, { address, network, connection, options }) {
      if (!approves('solana_signAndSendTransaction')) {
        // A wallet that only signs: the dApp broadcasts what it signed.
        const signed = await signTransaction(transaction, address, network)
        return connection.sendRawTransaction(signed, options)
      }
      const { signature } = await request(
        'solana_signAndSendTransaction',
        {
          transaction: encodeBase64(transaction),
          pubkey: address,
          ...(options ? { sendOptions: options } : {}),
        },
        network,
      )
      return signature
    },
  }
}
