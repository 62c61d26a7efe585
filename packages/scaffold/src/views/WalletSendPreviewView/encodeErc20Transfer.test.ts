import { expect, it } from 'vitest'
import { encodeErc20Transfer } from './encodeErc20Transfer.ts'

it('encodes transfer(address,uint256) as the ABI does', () => {
  expect(encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 2_500_000n)).toBe(
    '0xa9059cbb' +
      '00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
      '00000000000000000000000000000000000000000000000000000000002625a0',
  )
})

it('refuses what is not an EVM address or a negative amount', () => {
  expect(() => encodeErc20Transfer('alice.eth', 1n)).toThrow(TypeError)
  expect(() => encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', -1n)).toThrow(RangeError)
})
