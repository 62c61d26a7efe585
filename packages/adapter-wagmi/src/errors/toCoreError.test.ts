import {
  AdapterRequestFailedError,
  BaseError,
  ConnectionFailedError,
  NetworkNotFoundError,
  RequestPendingError,
  UserRejectedRequestError,
} from '@org/appkit-core'
import { ChainNotConfiguredError } from '@wagmi/core'
import {
  ResourceUnavailableRpcError,
  RpcRequestError,
  SwitchChainError,
  TransactionExecutionError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { toCoreError } from './toCoreError.ts'
import { UnrecognizedChainError } from './UnrecognizedChainError.ts'

// What wallets throw (EIP-1193 errors: an Error with a numeric code) and how wagmi and viem wrap them.
function providerError(code: number | string, message = 'wallet says no'): Error {
  return Object.assign(new Error(message), { code })
}

describe('toCoreError', () => {
  it('maps a user rejection (4001) to UserRejectedRequestError keeping the code and the cause', () => {
    const cause = new ViemUserRejectedRequestError(providerError(4001))
    const error = toCoreError(cause)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(error.cause).toBe(cause)
  })

  it('keeps WalletConnect’s rejection code 5000, and reads a code sent as a numeric string', () => {
    expect((toCoreError(providerError(5000)) as UserRejectedRequestError).code).toBe(5000)
    expect(toCoreError(providerError('4001'))).toBeInstanceOf(UserRejectedRequestError)
  })

  it('finds a rejection deep inside viem’s transaction errors', () => {
    const rejected = new ViemUserRejectedRequestError(providerError(4001))
    const wrapped = new TransactionExecutionError(rejected, { account: null })
    expect(toCoreError(wrapped)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('reads the wallet’s own code, not the code wagmi wraps it in', () => {
    // wagmi reports a failed switch as SwitchChainError (4902) and a failed add as a rejection (4001).
    const failedSwitch = toCoreError(new SwitchChainError(providerError(-32603, 'internal')))
    expect(failedSwitch).not.toBeInstanceOf(UnrecognizedChainError)
    expect(failedSwitch).toBeInstanceOf(BaseError)
    const failedAdd = toCoreError(new ViemUserRejectedRequestError(providerError(-32602, 'bad params')))
    expect(failedAdd).not.toBeInstanceOf(UserRejectedRequestError)
  })

  it('maps a request the wallet already shows (-32002, as wagmi’s injected connector rethrows it) to RequestPendingError, by code only', () => {
    const metaMask = providerError(-32002, "Request of type 'wallet_requestPermissions' already pending")
    const error = toCoreError(new ResourceUnavailableRpcError(metaMask))
    expect(error).toBeInstanceOf(RequestPendingError)
    expect((error as RequestPendingError).code).toBe(-32002)
    expect(error.walk((inner) => inner === metaMask)).toBe(metaMask)
    expect(toCoreError(providerError('-32002'))).toBeInstanceOf(RequestPendingError)
    const byText = toCoreError(new Error("Request of type 'wallet_requestPermissions' already pending"))
    expect(byText).not.toBeInstanceOf(RequestPendingError)
  })

  it('maps an unknown chain (4902) to UnrecognizedChainError with the chain id', () => {
    const error = toCoreError(new SwitchChainError(providerError(4902, 'Unrecognized chain')), {
      chainId: 10,
    })
    expect(error).toBeInstanceOf(UnrecognizedChainError)
    expect(error).toMatchObject({ code: 4902, chainId: 10, shortMessage: 'Unsupported chain' })
  })

  it('maps a chain missing from the wagmi config to NetworkNotFoundError', () => {
    const error = toCoreError(new SwitchChainError(new ChainNotConfiguredError()), { chainId: 10 })
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect((error as NetworkNotFoundError).networkId).toBe('10')
  })

  it('wraps anything else in an AdapterRequestFailedError with the original as cause and its short message', () => {
    const cause = new RpcRequestError({
      body: {},
      error: { code: -32000, message: 'nonce too low' },
      url: '',
    })
    const error = toCoreError(cause)
    expect(error).toBeInstanceOf(AdapterRequestFailedError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.cause).toBe(cause)
    expect(error.shortMessage).toBe(cause.shortMessage)
    expect(toCoreError('plain').shortMessage).toBe('plain')
  })

  it('passes core errors through unchanged', () => {
    const error = new ConnectionFailedError({ connectorId: 'injected' })
    expect(toCoreError(error)).toBe(error)
  })
})
