import type { ChainAdapterCapabilities } from '@org/appkit-core'
import { expect, it } from 'vitest'
import { getWalletFeatures } from './getWalletFeatures.ts'

const all = { onramp: true, swaps: true, receive: true, send: true }
const capabilities = { send: true, swap: true } as ChainAdapterCapabilities

it('keeps the configured order and drops duplicates', () => {
  expect(
    getWalletFeatures({ order: ['send', 'onramp', 'send', 'swaps'], enabled: all, capabilities }),
  ).toEqual(['send', 'onramp', 'swaps'])
})

it('hides features that are off or that the adapter cannot do; without an adapter only buy and receive stay', () => {
  const order = ['onramp', 'swaps', 'receive', 'send'] as const
  expect(getWalletFeatures({ order, enabled: { ...all, receive: false }, capabilities })).toEqual([
    'onramp',
    'swaps',
    'send',
  ])
  expect(
    getWalletFeatures({ order, enabled: all, capabilities: { ...capabilities, swap: false, send: false } }),
  ).toEqual(['onramp', 'receive'])
  expect(getWalletFeatures({ order, enabled: all, capabilities: undefined })).toEqual(['onramp', 'receive'])
})
