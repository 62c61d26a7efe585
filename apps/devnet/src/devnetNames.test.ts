import { createPublicClient, defineChain, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetDefaults } from './devnetDefaults.ts'
import { devnetNames, devnetNamesAddress } from './devnetNames.ts'
import { type Devnet, startDevnet } from './startDevnet.ts'

// The second chain id, so this also shows a devnet started on another chain gets the same contracts.
describe('devnet names (ENS-style, answered through viem)', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ chainId: devnetDefaults.secondChainId })
  })
  afterAll(() => devnet?.stop())

  const client = () =>
    createPublicClient({
      chain: defineChain({
        id: devnet.chainId,
        name: 'Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [devnet.rpcUrl] } },
        contracts: { ensUniversalResolver: { address: devnet.namesAddress } },
      }),
      transport: http(devnet.rpcUrl),
    })

  it('runs on the chain id it was given, with the names contract at its fixed address', async () => {
    expect(devnet.chainId).toBe(31338)
    expect(await client().getChainId()).toBe(31338)
    expect(devnet.namesAddress).toBe(devnetNamesAddress)
    expect(await client().getCode({ address: devnetNamesAddress })).toMatch(/^0x[0-9a-f]{100,}$/)
  })

  it('reverse-resolves each registered account to its name, and resolves the name back', async () => {
    for (const entry of devnetNames) {
      const owner = devnet.accounts[entry.accountIndex]?.address
      if (!owner) throw new Error(`no account ${entry.accountIndex}`)
      expect(await client().getEnsName({ address: owner })).toBe(entry.name)
      expect(await client().getEnsAddress({ name: entry.name })).toBe(owner)
    }
  })

  it('serves the avatar record as an on-chain image', async () => {
    const [alice] = devnetNames
    if (!alice) throw new Error('no devnet names')
    const avatar = await client().getEnsAvatar({ name: alice.name })
    expect(avatar).toBe(alice.avatar)
    expect(avatar).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('answers "no name" for an account without one and for an unknown name', async () => {
    const unnamed = devnet.accounts[5]?.address
    if (!unnamed) throw new Error('no account 5')
    expect(await client().getEnsName({ address: unnamed })).toBeNull()
    expect(await client().getEnsAddress({ name: 'nobody.eth' })).toBeNull()
    expect(await client().getEnsAvatar({ name: 'nobody.eth' })).toBeNull()
  })

  it('registration left the named accounts with their exact genesis balance', async () => {
    const owner = devnet.accounts[0]?.address
    if (!owner) throw new Error('no account 0')
    expect(await client().getBalance({ address: owner })).toBe(10_000n * 10n ** 18n)
  })
})
