import { describe, expect, it } from 'vitest'
import { bitcoin, devnet, mainnet, solana } from '../test/testNetworks.ts'
import { initialActiveNamespace } from './initialActiveNamespace.ts'

describe('initialActiveNamespace', () => {
  it("is the first network's namespace without a default network", () => {
    expect(initialActiveNamespace([solana, mainnet])).toBe('solana')
    expect(initialActiveNamespace([mainnet, solana], undefined)).toBe('eip155')
  })

  it("is the default network's namespace, for a default outside the networks too when its namespace is configured", () => {
    expect(initialActiveNamespace([mainnet, solana], solana)).toBe('solana')
    expect(initialActiveNamespace([mainnet, solana], devnet)).toBe('eip155')
  })

  it('is undefined when the default network is of a namespace the dApp did not configure, or without networks', () => {
    expect(initialActiveNamespace([mainnet, solana], bitcoin)).toBe(undefined)
    expect(initialActiveNamespace([])).toBe(undefined)
    expect(initialActiveNamespace([], mainnet)).toBe(undefined)
  })
})
