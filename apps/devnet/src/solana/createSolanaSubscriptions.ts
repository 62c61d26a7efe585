import type { Address } from '@solana/kit'
import type { WebSocket } from 'ws'
import type { SolanaLedger, SolanaTransactionRecord } from './createSolanaLedger.ts'
import {
  encodeSolanaAccount,
  readAccountEncoding,
  type SolanaAccountEncoding,
} from './encodeSolanaAccount.ts'
import { readRpcRequest, rpcError, toRpcError } from './handleSolanaRpc.ts'
import { invalidParam } from './SolanaRpcError.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'
import { readAddress, readConfig, readInteger, readSignature } from './solanaRpcParams.ts'
import { stringifyRpcJson } from './stringifyRpcJson.ts'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; address: Address; encoding: SolanaAccountEncoding; dataSlice: unknown; last: string }
  | { kind: 'slot' }

export interface SolanaSubscriptions {
  /** Serves `signatureSubscribe`, `accountSubscribe`, `slotSubscribe` and their unsubscribe calls on a socket. */
  accept(socket: WebSocket): void
  /** Closes every socket and stops listening to the ledger. */
  close(): void
}

const unsubscribeMethods: Record<string, Subscription['kind']> = {
  signatureUnsubscribe: 'signature',
  accountUnsubscribe: 'account',
  slotUnsubscribe: 'slot',
}

/** The WebSocket side of the devnet: one-shot signature confirmations, account changes and new slots. */
export function createSolanaSubscriptions(ledger: SolanaLedger): SolanaSubscriptions {
  let nextId = 0
  const sockets = new Map<WebSocket, Map<number, Subscription>>()

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyRpcJson(message))
  }
  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) =>
    send(socket, { jsonrpc: '2.0', method, params: { result, subscription } })

  const accountValue = (subscription: Extract<Subscription, { kind: 'account' }>) => {
    const account = ledger.svm.getAccount(subscription.address)
    if (account.exists)
      return encodeSolanaAccount(ledger.svm, account, subscription.encoding, subscription.dataSlice)
    // A closed account is announced as an empty system account, as a validator does.
    return {
      data: ['', 'base64'],
      executable: false,
      lamports: 0,
      owner: solanaProgramIds.system,
      rentEpoch: 0,
      space: 0,
    }
  }
  const fingerprint = (subscription: Extract<Subscription, { kind: 'account' }>) =>
    stringifyRpcJson(accountValue(subscription))

  const onTransaction = (record: SolanaTransactionRecord) => {
    const touched = new Set<string>(record.decoded.accountKeys)
    for (const [socket, subscriptions] of sockets) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === record.signature) {
          notify(socket, 'signatureNotification', id, {
            context: { slot: record.slot },
            value: { err: record.err },
          })
          subscriptions.delete(id)
        } else if (subscription.kind === 'account' && touched.has(subscription.address)) {
          const value = accountValue(subscription)
          const next = stringifyRpcJson(value)
          if (next === subscription.last) continue
          subscription.last = next
          notify(socket, 'accountNotification', id, { context: { slot: record.slot }, value })
        }
      }
    }
  }
  const onBlock = (slot: number) => {
    for (const [socket, subscriptions] of sockets)
      for (const [id, subscription] of subscriptions)
        if (subscription.kind === 'slot')
          notify(socket, 'slotNotification', id, { parent: Math.max(0, slot - 1), root: slot, slot })
  }
  const stopListening = [ledger.onTransaction(onTransaction), ledger.onBlock(onBlock)]

  const subscribe = (socket: WebSocket, method: string, params: unknown[]): [number, () => void] => {
    const subscriptions = sockets.get(socket)
    if (!subscriptions) throw new Error('socket closed')
    const id = nextId++
    if (method === 'slotSubscribe') {
      subscriptions.set(id, { kind: 'slot' })
      return [id, () => {}]
    }
    if (method === 'signatureSubscribe') {
      const signature = readSignature(params[0])
      readConfig(params, 1)
      const record = ledger.getTransaction(signature)
      if (!record) {
        subscriptions.set(id, { kind: 'signature', signature })
        return [id, () => {}]
      }
      // Already landed: confirm right after the subscription id, and the subscription is spent.
      const value = { context: { slot: record.slot }, value: { err: record.err } }
      return [id, () => notify(socket, 'signatureNotification', id, value)]
    }
    const config = readConfig(params, 1)
    const subscription = {
      kind: 'account' as const,
      address: readAddress(params[0]),
      encoding: readAccountEncoding(config.encoding, 'base58'),
      dataSlice: config.dataSlice,
      last: '',
    }
    subscription.last = fingerprint(subscription)
    subscriptions.set(id, subscription)
    return [id, () => {}]
  }

  const handle = (socket: WebSocket, text: string) => {
    let request: unknown
    try {
      request = JSON.parse(text)
    } catch {
      send(socket, rpcError(null, -32700, 'Parse error'))
      return
    }
    const read = readRpcRequest(request)
    if ('error' in read) return send(socket, read.error)
    // Notifications (no id) get no answer: web3.js sends a `ping` one every few seconds.
    if (read.isNotification) return
    try {
      if (
        read.method === 'signatureSubscribe' ||
        read.method === 'accountSubscribe' ||
        read.method === 'slotSubscribe'
      ) {
        const [id, after] = subscribe(socket, read.method, read.params)
        send(socket, { jsonrpc: '2.0', result: id, id: read.id })
        after()
        return
      }
      const kind = unsubscribeMethods[read.method]
      if (!kind) return send(socket, rpcError(read.id, -32601, 'Method not found'))
      const id = readInteger(read.params[0], 'subscription id')
      const subscriptions = sockets.get(socket)
      if (subscriptions?.get(id)?.kind !== kind) throw invalidParam('Invalid subscription id.')
      subscriptions.delete(id)
      send(socket, { jsonrpc: '2.0', result: true, id: read.id })
    } catch (error) {
      send(socket, toRpcError(read.id, error))
    }
  }

  return {
    accept(socket) {
      sockets.set(socket, new Map())
      socket.on('message', (data) => handle(socket, data.toString()))
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.terminate())
    },
    close() {
      for (const stop of stopListening) stop()
      for (const socket of sockets.keys()) socket.terminate()
      sockets.clear()
    },
  }
}
