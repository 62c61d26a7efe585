import { expect, it } from 'vitest'
import { getNameRecordAddress } from './getNameRecordAddress.ts'

const MAINNET = '0x1111111111111111111111111111111111111111'
const BASE = '0x2222222222222222222222222222222222222222'

it("takes the chain's own record (ENSIP-11 coin type), else the mainnet one", () => {
  const profile = {
    addresses: { '60': { address: MAINNET }, [String(0x80000000 + 8453)]: { address: BASE } },
  }
  expect(getNameRecordAddress(profile, 8453)).toBe(BASE)
  expect(getNameRecordAddress(profile, '1')).toBe(MAINNET)
  expect(getNameRecordAddress(profile, 31337)).toBe(MAINNET)
  expect(getNameRecordAddress({ addresses: {} }, 1)).toBeUndefined()
})
