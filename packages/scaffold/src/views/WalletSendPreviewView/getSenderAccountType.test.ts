import { expect, it } from 'vitest'
import { getSenderAccountType } from './getSenderAccountType.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

it("is the type the wallet reported for the active address, whatever the namespace's preference", () => {
  expect(
    getSenderAccountType({
      address: ADDRESS,
      preferredAccountType: 'smartAccount',
      allAccounts: [{ address: ADDRESS.toLowerCase(), type: 'eoa' }],
    }),
  ).toBe('eoa')
  expect(
    getSenderAccountType({
      address: ADDRESS,
      preferredAccountType: 'eoa',
      allAccounts: [{ address: ADDRESS, type: 'smartAccount' }],
    }),
  ).toBe('smartAccount')
})

it('falls back to the preferred type when the wallet reported nothing for the address', () => {
  expect(
    getSenderAccountType({ address: ADDRESS, preferredAccountType: 'smartAccount', allAccounts: [] }),
  ).toBe('smartAccount')
})
