import { describe, expect, it } from 'vitest'
import { getEmbeddedWalletNamespaces, isEmbeddedWalletNamespace } from './isEmbeddedWalletNamespace.ts'

describe('isEmbeddedWalletNamespace (spec §6: embedded wallet supports only eip155 and solana)', () => {
  it('the embedded wallet supports eip155 and solana', () => {
    expect(isEmbeddedWalletNamespace('eip155')).toBe(true)
    expect(isEmbeddedWalletNamespace('solana')).toBe(true)
  })

  it('the embedded wallet does not support polkadot, bip122 or unknown namespaces', () => {
    expect(isEmbeddedWalletNamespace('polkadot')).toBe(false)
    expect(isEmbeddedWalletNamespace('bip122')).toBe(false)
    expect(isEmbeddedWalletNamespace('cosmos')).toBe(false)
    expect(isEmbeddedWalletNamespace(undefined)).toBe(false)
  })

  it('getEmbeddedWalletNamespaces keeps only the supported namespaces, in order', () => {
    expect(getEmbeddedWalletNamespaces(['bip122', 'solana', 'polkadot', 'eip155'])).toEqual([
      'solana',
      'eip155',
    ])
  })
})
