import { expect, it } from 'vitest'
import { getWalletFeatures } from './getWalletFeatures.ts'

const all = { onramp: true, swaps: true, receive: true, send: true }
const order = ['onramp', 'swaps', 'receive', 'send'] as const

it('keeps the configured order and drops duplicates', () => {
  expect(getWalletFeatures({ order: ['send', 'onramp', 'send', 'swaps'], available: all })).toEqual([
    'send',
    'onramp',
    'swaps',
  ])
})

it('shows only the available features: today receive and send', () => {
  expect(getWalletFeatures({ order, available: { ...all, onramp: false, swaps: false } })).toEqual([
    'receive',
    'send',
  ])
  expect(getWalletFeatures({ order, available: { ...all, send: false } })).toEqual([
    'onramp',
    'swaps',
    'receive',
  ])
})

it('ignores names that are not wallet features', () => {
  expect(getWalletFeatures({ order: ['receive', 'names' as never], available: all })).toEqual(['receive'])
})
