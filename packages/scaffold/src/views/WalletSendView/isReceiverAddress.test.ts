import { expect, it } from 'vitest'
import { isReceiverAddress } from './isReceiverAddress.ts'

it('accepts an EVM address and refuses names, short, long and non-hex values', () => {
  expect(isReceiverAddress('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
  expect(isReceiverAddress('eip155', ' 0x70997970c51812dc3a010c7d01b50e0d17dc79c8 ')).toBe(true)
  for (const value of ['alice.eth', '0x1234', `0x${'a'.repeat(41)}`, `0x${'g'.repeat(40)}`, '']) {
    expect(isReceiverAddress('eip155', value)).toBe(false)
  }
})

it('accepts Solana, Polkadot and Bitcoin addresses by their shape', () => {
  expect(isReceiverAddress('solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
  expect(isReceiverAddress('solana', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  expect(isReceiverAddress('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
  expect(isReceiverAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
  expect(isReceiverAddress('bip122', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(true)
  expect(isReceiverAddress('bip122', 'bc1-not-an-address')).toBe(false)
})
