import { describe, expect, it, vi } from 'vitest'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { createMockAdapter, MOCK_ADDRESSES, MOCK_FEE_UNITS } from './createMockAdapter.ts'

// The mock's shape against the contract is pinned by the shared suite's chain-free part (packages/testing); these
// pin what the core's own tests rely on.

const MAINNET: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}

describe('createMockAdapter', () => {
  it('records every call in order with its parameters, and answers sends and fees', async () => {
    const mock = createMockAdapter({ balance: '2.5' })
    await mock.adapter.connect({ id: 'mock', type: 'INJECTED', network: MAINNET })
    await expect(mock.adapter.getBalance({ address: '0xa', network: MAINNET })).resolves.toEqual({
      balance: '2.5',
      symbol: 'ETH',
    })
    const send = { network: MAINNET, address: '0xa', to: '0xb' }
    await mock.adapter.sendNative?.({ ...send, value: 1n })
    await mock.adapter.sendToken?.({ ...send, token: { address: '0xc', decimals: 6 }, amount: 1n })
    await expect(mock.adapter.estimateSendFee?.({ ...send, amount: 1n, feeRate: 2n })).resolves.toEqual({
      fee: MOCK_FEE_UNITS * 2n,
    })
    expect(mock.methods()).toEqual(['connect', 'getBalance', 'sendNative', 'sendToken', 'estimateSendFee'])
    expect(mock.calls[0]?.parameters).toMatchObject({ id: 'mock' })
    expect(mock.wallet.connection).toEqual({ address: MOCK_ADDRESSES.eip155, chainId: 1 })
  })

  it('has the methods of its capabilities only: no sends without send, the eip155 extension with writeContract', () => {
    const { adapter } = createMockAdapter({ capabilities: { send: false, writeContract: true } })
    expect(adapter.sendNative).toBeUndefined()
    expect(adapter.estimateSendFee).toBeUndefined()
    expect(typeof adapter.writeContract).toBe('function')
    expect(typeof adapter.estimateGas).toBe('function')
  })

  it('fails a request with the error set for it, and a policy function decides per request', async () => {
    const errors: { connect?: Error } = {}
    const policy = vi.fn(async () => 'approve' as const)
    const mock = createMockAdapter({ namespace: 'solana', errors, policy })
    await expect(mock.adapter.connect({ id: 'phantom', type: 'ANNOUNCED' })).resolves.toMatchObject({
      address: MOCK_ADDRESSES.solana,
    })
    errors.connect = new Error('gone')
    await expect(mock.adapter.connect({ id: 'phantom', type: 'ANNOUNCED' })).rejects.toBe(errors.connect)
    mock.wallet.setPolicy(({ method }) => (method === 'disconnect' ? 'reject' : 'approve'))
    await expect(mock.adapter.disconnect({ connectorId: 'phantom' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(policy).toHaveBeenCalledWith({
      method: 'connect',
      parameters: { id: 'phantom', type: 'ANNOUNCED' },
    })
  })

  it('reconnect answers what it was given: a connection, null, an error, or a promise settled later', async () => {
    const failure = new Error('no session')
    await expect(
      createMockAdapter({ reconnect: failure }).adapter.reconnect({ connectorId: 'x' }),
    ).rejects.toBe(failure)
    await expect(createMockAdapter().adapter.reconnect({ connectorId: 'x' })).resolves.toBe(null)
    let restore: (value: { address: string; chainId: number }) => void = () => undefined
    const later = createMockAdapter({ reconnect: new Promise((resolve) => (restore = resolve)) })
    const restoring = later.adapter.reconnect({ connectorId: 'x' })
    restore({ address: '0xa', chainId: 10 })
    await expect(restoring).resolves.toEqual({ address: '0xa', chainId: 10 })
    await expect(later.adapter.getAccounts({ connectorId: 'x' })).resolves.toEqual([
      { namespace: 'eip155', address: '0xa', type: 'eoa' },
    ])
  })

  it('setConnectors reports the new list to watchers, like an announcement', () => {
    const mock = createMockAdapter()
    const seen: number[] = []
    const stop = mock.adapter.watchConnectors((connectors) => seen.push(connectors.length))
    mock.setConnectors([{ id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155' }])
    stop()
    mock.setConnectors([])
    expect(seen).toEqual([1])
  })
})
