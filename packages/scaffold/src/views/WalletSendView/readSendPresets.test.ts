import { expect, it } from 'vitest'
import { readSendPresets } from './readSendPresets.ts'

it('keeps the amount, asset and receiver of open({ view: "WalletSend", arguments })', () => {
  expect(
    readSendPresets({ amount: 1.5, assetAddress: 'eip155:1:0xa0b8', to: ' alice.eth ', chainId: 1 }),
  ).toEqual({
    amount: '1.5',
    assetAddress: 'eip155:1:0xa0b8',
    to: 'alice.eth',
  })
})

it('drops malformed values, and is undefined when nothing is left', () => {
  expect(readSendPresets({ amount: '-1', to: 42n, assetAddress: '' })).toBeUndefined()
  expect(readSendPresets({ amount: '1e3' })).toBeUndefined()
  expect(readSendPresets(undefined)).toBeUndefined()
})
