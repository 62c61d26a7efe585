import { describe, expect, it } from 'vitest'
import * as presets from './presets.ts'

describe('network presets', () => {
  it('every preset carries a CAIP-2 id made of its namespace and chain id', () => {
    for (const network of Object.values(presets)) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
      expect(network.caipNetworkId.split(':')).toHaveLength(2)
    }
  })

  it('the devnet preset points at the local chain (chain id 31337 on 127.0.0.1)', () => {
    expect(presets.devnet.id).toBe(31337)
    expect(presets.devnet.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8545')
  })

  it('the second devnet is another chain on loopback, with the same names contract', () => {
    expect(presets.devnet2.id).toBe(31338)
    expect(presets.devnet2.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8546')
    expect(presets.devnet2.contracts?.ensUniversalResolver).toEqual(
      presets.devnet.contracts?.ensUniversalResolver,
    )
  })

  it('the Solana local preset points at the local Solana devnet (HTTP 8899, WebSocket 8900 on 127.0.0.1)', () => {
    expect(presets.solanaLocal.caipNetworkId).toBe('solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx')
    expect(presets.solanaLocal.rpcUrls.default.http).toEqual(['http://127.0.0.1:8899'])
    expect(presets.solanaLocal.rpcUrls.default.webSocket).toEqual(['ws://127.0.0.1:8900'])
    expect(presets.solanaLocal.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    expect(presets.solanaLocal.testnet).toBe(true)
  })

  it('supported networks: many eip155 chains and three solana ones (spec §9)', () => {
    const all = Object.values(presets)
    const eip155 = all.filter((network) => network.chainNamespace === 'eip155')
    // The public clusters: our local devnet's preset is a development network beside them, as `devnet` is.
    const solana = all.filter(
      (network) => network.chainNamespace === 'solana' && network !== presets.solanaLocal,
    )
    expect(eip155.length).toBeGreaterThanOrEqual(8)
    expect(solana.map((network) => network.name).sort()).toEqual([
      'Solana',
      'Solana Devnet',
      'Solana Testnet',
    ])
    expect(new Set(all.map((network) => network.caipNetworkId)).size).toBe(all.length)
  })

  it('covers every namespace of the spec', () => {
    const namespaces = new Set(Object.values(presets).map((network) => network.chainNamespace))
    expect([...namespaces].sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
  })
})
