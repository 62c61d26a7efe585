import type { WalletConnectProvider, WalletConnectSession, WalletConnectSource } from '@org/appkit-core'
import { type Connection, type Keypair, Transaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../encoding/base58.ts'
import { decodeBase64, encodeBase64 } from '../encoding/base64.ts'
import { signEd25519 } from './signEd25519.ts'

export interface FakeWalletConnectRequest {
  method: string
  params: Record<string, unknown>
  chain: string | undefined
}

export interface FakeWalletConnectOptions {
  keypair: Keypair
  /** The session's Solana chain (`solana:<reference>`). */
  chain: string
  /** Where `solana_signAndSendTransaction` broadcasts. */
  connection: Connection
  /** The approved methods; default all three. */
  methods?: string[]
  /** Other namespaces the session holds (e.g. eip155). */
  otherNamespaces?: WalletConnectSession['namespaces']
  /** Answer `solana_signTransaction` with the signature alone (older wallets). */
  signatureOnly?: boolean
}

/**
 * The page's WalletConnect session at the unit edge: a provider whose approved session holds one Solana account,
 * answering the Solana methods as a wallet would (signing with the keypair, broadcasting to the devnet), or
 * declining with WalletConnect's code 5000. The relay round trip itself is apps/wallet's test.
 */
export function createFakeWalletConnect(options: FakeWalletConnectOptions) {
  const address = options.keypair.publicKey.toBase58()
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const requests: FakeWalletConnectRequest[] = []
  let policy: 'approve' | 'reject' = 'approve'
  let disconnects = 0

  function sign(transactionBase64: string) {
    const transaction = Transaction.from(decodeBase64(transactionBase64))
    transaction.partialSign(options.keypair)
    return transaction
  }

  const provider: WalletConnectProvider & { session: WalletConnectSession | undefined } = {
    session: {
      topic: 'fake-topic',
      namespaces: {
        ...options.otherNamespaces,
        solana: {
          accounts: [`${options.chain}:${address}`],
          chains: [options.chain],
          methods: options.methods ?? [
            'solana_signMessage',
            'solana_signTransaction',
            'solana_signAndSendTransaction',
          ],
          events: [],
        },
      },
    },
    async request<T>({ method, params }: { method: string; params?: unknown }, chain?: string): Promise<T> {
      const input = params as Record<string, string>
      requests.push({ method, params: input, chain })
      if (policy === 'reject') throw Object.assign(new Error('User rejected.'), { code: 5000 })
      if (method === 'solana_signMessage') {
        return {
          signature: encodeBase58(signEd25519(options.keypair, decodeBase58(input.message ?? ''))),
        } as T
      }
      if (method === 'solana_signTransaction') {
        const signed = sign(input.transaction ?? '')
        const signature = encodeBase58(signed.signature ?? new Uint8Array())
        return (
          options.signatureOnly ? { signature } : { signature, transaction: encodeBase64(signed.serialize()) }
        ) as T
      }
      if (method === 'solana_signAndSendTransaction') {
        return {
          signature: await options.connection.sendRawTransaction(sign(input.transaction ?? '').serialize()),
        } as T
      }
      throw Object.assign(new Error(`Unsupported method ${method}`), { code: -32601 })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    setDefaultChain() {},
    async disconnect() {
      disconnects += 1
      provider.session = undefined
    },
  }

  const source: WalletConnectSource = { getProvider: async () => provider }
  return {
    source,
    provider,
    requests,
    address,
    setPolicy(next: 'approve' | 'reject') {
      policy = next
    },
    get disconnects() {
      return disconnects
    },
    /** The wallet ends the session. */
    deleteSession() {
      provider.session = undefined
      for (const listener of listeners.get('session_delete') ?? []) (listener as () => void)()
    },
  }
}
