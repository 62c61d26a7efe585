import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { createTestAdapter } from './createTestAdapter.ts'

const MAINNET: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
}

describe('createTestAdapter (the honest in-memory ChainAdapter core tests use)', () => {
  it('records every contract call in order with its parameters', async () => {
    const { adapter, calls, methods } = createTestAdapter('eip155', { capabilities: { swap: true } })
    const tx = { network: MAINNET, address: '0xa', to: '0xb', value: 1n }
    await adapter.getAccounts({ connectorId: 'io.metamask' })
    await adapter.switchNetwork({ network: MAINNET })
    await expect(adapter.getBalance({ address: '0xa', network: MAINNET })).resolves.toEqual({
      balance: '0',
      symbol: 'ETH',
    })
    await adapter.signMessage({ message: 'hi', address: '0xa' })
    await adapter.sendNative?.(tx)
    await expect(adapter.estimateSendFee?.({ ...tx, amount: 1n })).resolves.toEqual({ fee: 21_000n })
    await adapter.sendToken?.({ ...tx, token: { address: '0xc', decimals: 6 }, amount: 1n })
    expect(methods()).toEqual([
      'getAccounts',
      'switchNetwork',
      'getBalance',
      'signMessage',
      'sendNative',
      'estimateSendFee',
      'sendToken',
    ])
    expect(calls[0]?.parameters).toEqual({ connectorId: 'io.metamask' })
    expect(adapter.capabilities.swap).toBe(true)
    expect(adapter.namespace).toBe('eip155')
  })

  it('parseUnits and formatUnits convert between token units and the smallest unit', () => {
    const { adapter } = createTestAdapter('eip155')
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(adapter.parseUnits('42', 6)).toBe(42_000_000n)
    expect(adapter.formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(adapter.formatUnits(5n, 6)).toBe('0.000005')
    expect(adapter.formatUnits(42_000_000n, 6)).toBe('42')
  })

  it('connect and reconnect answer with the outcome set up front; disconnect rejects when told to', async () => {
    const failure = new Error('gone')
    const { adapter } = createTestAdapter('solana', { disconnectError: failure, reconnect: failure })
    await expect(adapter.connect({ id: 'phantom', type: 'ANNOUNCED' })).resolves.toMatchObject({ chainId: 1 })
    await expect(adapter.reconnect({ connectorId: 'phantom' })).rejects.toBe(failure)
    await expect(adapter.disconnect({ connectorId: 'phantom' })).rejects.toBe(failure)
    await expect(createTestAdapter('solana').adapter.reconnect({ connectorId: 'x' })).resolves.toBe(null)
  })
})
