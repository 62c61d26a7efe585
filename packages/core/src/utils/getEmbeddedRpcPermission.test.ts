import { describe, expect, it } from 'vitest'
import { WidgetMessages } from '../errors/messages.ts'
import { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
import {
  EMBEDDED_CONFIRM_RPC_METHODS,
  EMBEDDED_SAFE_RPC_METHODS,
  getEmbeddedRpcPermission,
} from './getEmbeddedRpcPermission.ts'

describe('getEmbeddedRpcPermission (spec §6: embedded-wallet RPC methods)', () => {
  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_sendRawTransaction',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
    'eth_getUserOperationReceipt',
    'eth_getUserOperationByHash',
  ])(
    '%s is on the safe list (read-only calls, raw transaction, capabilities, calls status, assets, user-operation reads)',
    (method) => {
      expect(getEmbeddedRpcPermission(method)).toBe('safe')
    },
  )

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('%s needs confirmation', (method) => {
    expect(getEmbeddedRpcPermission(method)).toBe('confirm')
  })

  it('other methods are rejected with "Requested RPC call is not allowed"', () => {
    for (const method of ['eth_sign', 'wallet_addEthereumChain', 'eth_signTypedData', 'PERSONAL_SIGN', '']) {
      expect(getEmbeddedRpcPermission(method)).toBe('reject')
    }
    const error = new RpcNotAllowedError('eth_sign')
    expect(error.shortMessage).toBe(WidgetMessages.rpcNotAllowed)
    expect(error.method).toBe('eth_sign')
  })

  it('no method is both safe and in need of confirmation', () => {
    expect(
      EMBEDDED_SAFE_RPC_METHODS.filter((method) => EMBEDDED_CONFIRM_RPC_METHODS.includes(method)),
    ).toEqual([])
  })
})
