import {
  AdapterRequestFailedError,
  ConnectionFailedError,
  RequestPendingError,
  UserRejectedRequestError,
} from '@org/appkit-core'
import { WalletSignMessageError } from '@solana/wallet-adapter-base'
import { describe, expect, it } from 'vitest'
import { SolanaSendFailedError } from './SolanaSendFailedError.ts'
import { toCoreError } from './toCoreError.ts'

const coded = (code: number | string) => Object.assign(new Error('wallet says no'), { code })

describe('toCoreError', () => {
  it('a rejection anywhere in the chain (cause or wallet-adapter `error`) keeps its code', () => {
    for (const [error, code] of [
      [coded(4001), 4001],
      [coded('5000'), 5000],
      [new Error('outer', { cause: coded(4001) }), 4001],
      [new WalletSignMessageError('User rejected the request.', coded(4001)), 4001],
    ] as const) {
      for (const kind of ['request', 'send'] as const) {
        const mapped = toCoreError(error, { kind })
        expect(mapped).toBeInstanceOf(UserRejectedRequestError)
        expect((mapped as UserRejectedRequestError).code).toBe(code)
      }
    }
  })

  it('a pending wallet request is RequestPendingError, but a node -32002 on a send is a send failure', () => {
    expect(toCoreError(coded(-32002), { kind: 'connect', connectorId: 'Phantom' })).toBeInstanceOf(
      RequestPendingError,
    )
    expect(toCoreError(coded(-32002), { kind: 'send' })).toBeInstanceOf(SolanaSendFailedError)
  })

  it('anything else by kind: ConnectionFailedError, SolanaSendFailedError, AdapterRequestFailedError', () => {
    const failure = new Error('boom')
    const connect = toCoreError(failure, { kind: 'connect', connectorId: 'Phantom' })
    expect(connect).toBeInstanceOf(ConnectionFailedError)
    expect(connect).toMatchObject({ connectorId: 'Phantom', namespace: 'solana', cause: failure })
    const send = toCoreError(failure, { kind: 'send' })
    expect(send).toBeInstanceOf(SolanaSendFailedError)
    expect(send.shortMessage).toBe('Failed to send transaction. Please try again.')
    expect(toCoreError('text', { kind: 'request' })).toBeInstanceOf(AdapterRequestFailedError)
  })

  it('leaves core errors as they are, and recognises no rejection by its text', () => {
    const rejected = new UserRejectedRequestError()
    expect(toCoreError(rejected, { kind: 'send' })).toBe(rejected)
    expect(toCoreError(new Error('User rejected the request.'), { kind: 'request' })).toBeInstanceOf(
      AdapterRequestFailedError,
    )
  })
})
