import { describe, expect, it } from 'vitest'
import { createBlockchainApiClient } from '../api/createBlockchainApiClient.ts'
import { createRoutedApiContext } from '../api/createRoutedApiContext.ts'
import { NetworkNotSupportedError } from '../api/NetworkNotSupportedError.ts'
import { createBlockchainApiController } from './BlockchainApiController.ts'
import { createBlockchainApi } from './createBlockchainApi.ts'
import { createBlockchainApiFacade } from './createBlockchainApiFacade.ts'

const json = (body: unknown) => () => Response.json(body)

/** The facade over the real client and controller; the Blockchain API is a routed fetch at the edge. */
function setup() {
  const { context, calls } = createRoutedApiContext({
    'GET /v1/supported-chains': json({ http: ['eip155:1'], ws: ['eip155:1'] }),
  })
  const loads: unknown[] = []
  const facade = createBlockchainApiFacade(async (state) => {
    loads.push(state)
    return createBlockchainApi({ fetcher: context.fetcher, state, showError: () => undefined, now: Date.now })
  })
  return { facade, calls, loads, fetcher: context.fetcher }
}

describe('createBlockchainApiFacade', () => {
  it("offers the real controller's state and every one of its methods, before loading anything", () => {
    const { facade, loads, fetcher } = setup()
    const real = createBlockchainApiController({
      client: createBlockchainApiClient({ fetcher }),
      showError: () => undefined,
      now: Date.now,
    })
    expect(Object.keys(facade).sort()).toEqual(Object.keys(real).sort())
    expect(facade.state).toEqual(real.state)
    expect(loads).toEqual([])
  })

  it('the first call loads the controller once, over the state the UI already holds', async () => {
    const { facade, calls, loads } = setup()
    const state = facade.state
    await expect(facade.loadSupportedChains()).resolves.toEqual({ http: ['eip155:1'], ws: ['eip155:1'] })
    expect(facade.state).toBe(state)
    expect(state.supportedChainsLoaded).toBe(true)
    expect(state.supportedChains.http).toEqual(['eip155:1'])

    await expect(facade.isNetworkSupported('eip155:137')).resolves.toBe(false)
    expect(loads).toEqual([state])
    expect(calls.filter((call) => call.url.pathname === '/v1/supported-chains')).toHaveLength(1)
  })

  it("a refused call rejects with the controller's typed error", async () => {
    const { facade } = setup()
    await expect(facade.fetchGasPrice({ caipNetworkId: 'eip155:137' })).rejects.toBeInstanceOf(
      NetworkNotSupportedError,
    )
  })
})
