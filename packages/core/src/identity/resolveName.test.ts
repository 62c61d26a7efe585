import { describe, expect, it } from 'vitest'
import type { AdapterResolvedName, ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { ProfileName } from '../api/createProfileApi.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { resolveName } from './resolveName.ts'

const network: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The core's name sources at the edge of this unit: the adapter's name service and the API's name records. */
function core(options: { chain?: AdapterResolvedName | Error; api?: ProfileName | Error }) {
  const apiCalls: string[] = []
  const adapter = {
    resolveName: async () => {
      if (options.chain instanceof Error) throw options.chain
      return options.chain ?? { address: null, avatar: null }
    },
  } as unknown as ChainAdapter
  return {
    apiCalls,
    core: {
      adapters: new Map([['eip155', adapter]]),
      blockchainApi: {
        lookupName: async ({ name }: { name: string }) => {
          apiCalls.push(name)
          if (options.api instanceof Error) throw options.api
          return options.api
        },
      },
    } as never,
  }
}

describe('resolveName', () => {
  it("takes the chain's name service first (an ENS name) and does not ask the API", async () => {
    const test = core({ chain: { address: BOB, avatar: 'data:image/svg+xml;base64,AA' } })
    expect(await resolveName(test.core, 'eip155', 'bob.eth', network)).toEqual({
      address: BOB,
      name: 'bob.eth',
      avatar: 'data:image/svg+xml;base64,AA',
    })
    expect(test.apiCalls).toEqual([])
  })

  it("falls back to the API's name records when the chain does not know the name, or its lookup fails", async () => {
    const record: ProfileName = {
      name: 'carol.reown.id',
      attributes: { avatar: 'https://img/c.png' },
      addresses: { '60': { address: CAROL } },
    }
    for (const chain of [undefined, new Error('node down')]) {
      const test = core({ ...(chain ? { chain } : {}), api: record })
      expect(await resolveName(test.core, 'eip155', 'carol.reown.id', network)).toEqual({
        address: CAROL,
        name: 'carol.reown.id',
        avatar: 'https://img/c.png',
      })
    }
  })

  it('answers undefined when nobody has the name, and rejects when the API lookup failed', async () => {
    expect(await resolveName(core({}).core, 'eip155', 'nobody.eth', network)).toBeUndefined()
    await expect(
      resolveName(core({ api: new Error('offline') }).core, 'eip155', 'x.reown.id', network),
    ).rejects.toThrow('offline')
  })
})
