import { ApiError, InvalidApiResponseError } from '@org/appkit-core'
import {
  createAnalyticsClient,
  createBlockchainApiClient,
  createFetcher,
  createWalletRegistryClient,
  type FetchLike,
  getAlertForApiError,
} from '@org/appkit-core/internal'
import { devnetNames, getDevnetAccount } from '@org/appkit-devnet'
import { erc20Abi, type Hex, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetClients } from './test/devnetClients.ts'
import { postJson } from './test/requestJson.ts'
import { signedGrantBody, signedRevokeBody } from './test/signSmartSession.ts'
import { startTestStack, type TestStack } from './test/startTestStack.ts'

// The contract: our own core client, unchanged, talks to this server and every answer passes its validators.
let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({ historyPageSize: 1 })
})
afterAll(() => stack?.stop())

function fetcherFor(projectId: string, fetch?: FetchLike) {
  return createFetcher({
    baseUrl: stack.server.url,
    projectId,
    sdkType: 'appkit',
    sdkVersion: 'react-core-contract',
    retries: 0,
    ...(fetch ? { fetch } : {}),
  })
}

/** Fails the test on a validator rejection, so "no InvalidApiResponseError" is checked on every call. */
async function valid<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof InvalidApiResponseError)
      throw new Error(`answer rejected by the client: ${error.message}`)
    throw error
  }
}

describe('core Blockchain API client against this server', () => {
  const api = () => createBlockchainApiClient({ fetcher: fetcherFor('laboratory') })
  const network = () => `eip155:${stack.devnet.chainId}` as const
  const alice = getDevnetAccount(0).address
  const recipient = getDevnetAccount(9).address

  it('sees the devnet as supported and reads balances, history pages and identity', async () => {
    const client = api()
    expect(await client.isNetworkSupported(network())).toBe(true)
    const { walletClient, publicClient } = devnetClients(stack.devnet, 0)
    const native = await walletClient.sendTransaction({ to: recipient, value: parseEther('0.25') })
    await publicClient.waitForTransactionReceipt({ hash: native })
    const token = stack.devnet.tokens[0]
    if (!token) throw new Error('no devnet token')
    const erc20 = await walletClient.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('3', token.decimals)],
    })
    await publicClient.waitForTransactionReceipt({ hash: erc20 })

    const balance = await valid(client.getBalance({ address: recipient, caipNetworkId: network() }))
    expect(balance.unsupportedNetwork).toBe(false)
    expect(balance.balances.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([
      ['ETH', '10000.25'],
      ['dUSD', '3'],
    ])

    const first = await valid(client.fetchTransactions({ address: recipient, caipNetworkId: network() }))
    expect(first.data.map((item) => item.metadata.hash)).toEqual([erc20])
    expect(first.next).toEqual(expect.any(String))
    const second = await valid(
      client.fetchTransactions({
        address: recipient,
        caipNetworkId: network(),
        cursor: first.next as string,
      }),
    )
    expect(second.data.map((item) => item.metadata.hash)).toEqual([native])
    expect(second.data[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.25' } })
    expect(second.next).toBeUndefined()

    const identity = await valid(client.fetchIdentity({ address: alice, caipNetworkId: network() }))
    expect(identity).toEqual({ name: devnetNames[0]?.name, avatar: devnetNames[0]?.avatar })
  })

  it('prices tokens, lists swap tokens and gas prices; swap quotes are refused with an ApiError', async () => {
    const client = api()
    const token = stack.devnet.tokens[0]
    const price = await valid(
      client.fetchTokenPrice({ caipNetworkId: network(), addresses: [`${network()}:${token?.address}`] }),
    )
    expect(price.fungibles[0]).toMatchObject({ symbol: 'dUSD', price: 1 })
    const tokens = await valid(client.fetchSwapTokens({ caipNetworkId: network() }))
    expect(tokens.tokens.map((entry) => entry.symbol)).toEqual(['ETH', 'dUSD', 'DVT'])
    const gas = await valid(client.fetchGasPrice({ caipNetworkId: network() }))
    expect(BigInt(gas.standard)).toBeGreaterThan(0n)
    const quote = client.fetchSwapQuote({
      caipNetworkId: network(),
      amount: '1000',
      userAddress: `${network()}:${alice}`,
      from: `${network()}:${token?.address}`,
      to: `${network()}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    })
    await expect(quote).rejects.toBeInstanceOf(ApiError)
    await expect(quote).rejects.toMatchObject({ status: 400 })
  })

  it('registers a name and resolves it both ways, with suggestions', async () => {
    const client = api()
    const owner = privateKeyToAccount(getDevnetAccount(3).privateKey as Hex)
    const message = JSON.stringify({
      name: 'contract.reown.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const registered = await valid(
      client.registerName({
        caipNetworkId: network(),
        coinType: (0x80000000 | stack.devnet.chainId) >>> 0,
        address: owner.address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    )
    expect(registered).toEqual({ success: true })
    const found = await valid(client.lookupName({ caipNetworkId: network(), name: 'contract.reown.id' }))
    expect(found?.addresses['60']?.address).toBe(owner.address.toLowerCase())
    expect(
      await valid(client.lookupName({ caipNetworkId: network(), name: 'missing.reown.id' })),
    ).toBeUndefined()
    const names = await valid(client.reverseLookupName({ caipNetworkId: network(), address: owner.address }))
    expect(names.map((entry) => entry.name)).toEqual(['contract.reown.id'])
    const suggestions = await valid(client.getNameSuggestions({ caipNetworkId: network(), name: 'contract' }))
    expect(suggestions.suggestions[0]).toEqual({ name: 'contract.reown.id', registered: true })
  })

  it('lists and revokes smart sessions', async () => {
    const client = api()
    const caipAddress = `${network()}:${alice}` as const
    const wallet = privateKeyToAccount(getDevnetAccount(0).privateKey as Hex)
    const created = await postJson(
      `${stack.server.url}/v1/sessions/${encodeURIComponent(caipAddress)}?projectId=laboratory`,
      await signedGrantBody(wallet, {
        projectId: 'laboratory',
        caip10: caipAddress,
        grant: {
          expiry: Math.floor(Date.now() / 1000) + 600,
          permissions: [{ type: 'native-token-transfer', data: {} }],
        },
      }),
    )
    const { pci } = created.body as { pci: string }
    const sessions = await valid(client.getSmartSessions({ caipNetworkId: network(), caipAddress }))
    expect(sessions.map((session) => session.pci)).toEqual([pci])
    expect(sessions[0]?.expiry).toBeGreaterThan(Date.now())
    // The SDK sends the signature its caller made of the revoke message (apps/api README, Security).
    const { signature } = await signedRevokeBody(wallet, {
      projectId: 'laboratory',
      caip10: caipAddress,
      pci,
    })
    await expect(
      client.revokeSmartSession({ caipNetworkId: network(), caipAddress, pci, signature: '0x' }),
    ).rejects.toMatchObject({ status: 401, reason: { field: 'signature' } })
    expect(
      await valid(client.revokeSmartSession({ caipNetworkId: network(), caipAddress, pci, signature })),
    ).toEqual({
      success: true,
    })
  })

  it('gets the on-ramp URL, options and quote from the server, not the client fallbacks', async () => {
    const client = api()
    const url = await valid(
      client.generateOnRampUrl({
        caipNetworkId: network(),
        destinationWallets: [{ address: alice, blockchains: ['ethereum'] }],
        partnerUserId: 'contract-test-user-000000000000000',
      }),
    )
    expect(url.startsWith(`${stack.server.url}/onramp/buy/select-asset?`)).toBe(true)
    const options = await valid(client.getOnrampOptions({ caipNetworkId: network() }))
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toContain('ETH')
    expect(options.paymentCurrencies[0]?.limits[0]).toEqual({ id: 'card', min: 10, max: 7500 })
    const eth = options.purchaseCurrencies.find((currency) => currency.id === 'ETH')
    const usd = options.paymentCurrencies.find((currency) => currency.id === 'USD')
    if (!eth || !usd) throw new Error('no ETH or USD option')
    const quote = await valid(
      client.getOnrampQuote({
        caipNetworkId: network(),
        purchaseCurrency: eth,
        paymentCurrency: usd,
        amount: '300',
        network: network(),
      }),
    )
    expect(quote?.quoteId).not.toBe('mocked-quote-id')
    expect(quote?.paymentTotal).toEqual({ amount: '300.00', currency: 'USD' })
  })
})

describe('core registry and analytics clients against this server', () => {
  it('lists the local wallets and loads their images', async () => {
    const registry = createWalletRegistryClient({ fetcher: fetcherFor('laboratory') })
    const page = await valid(registry.getWallets({ page: 1, entries: 40 }))
    expect(page.count).toBe(2)
    const imageId = page.data[0]?.image_id
    if (!imageId) throw new Error('no image id')
    expect((await fetch(registry.getWalletImageUrl(imageId))).status).toBe(200)
  })

  it('sends an analytics event that the server stores', async () => {
    const analytics = createAnalyticsClient({
      fetcher: fetcherFor('laboratory'),
      getLocation: () => ({ href: 'http://127.0.0.1:5173/', hostname: '127.0.0.1' }),
    })
    const payload = analytics.createPayload({ event: 'MODAL_OPEN', timestamp: Date.now() })
    await analytics.send(payload)
    const rows = await stack.database.query('select event from analytics_events where event_id = $1', [
      payload.eventId,
    ])
    expect(rows).toEqual([{ event: 'MODAL_OPEN' }])
  })

  it("maps this server's refusals to the spec's 'Invalid App Configuration' alert", async () => {
    const unknown = createBlockchainApiClient({ fetcher: fetcherFor('not-a-project') })
    const refusal = await unknown
      .getBalance({ address: getDevnetAccount(0).address, caipNetworkId: `eip155:${stack.devnet.chainId}` })
      .catch((error: unknown) => error)
    expect(getAlertForApiError(refusal)).toEqual({
      message: 'Invalid App Configuration',
      reason: 'invalidProjectId',
    })

    const fromPage: FetchLike = (url, init) =>
      fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: 'https://not-listed.example' },
      })
    const analytics = createAnalyticsClient({
      fetcher: fetcherFor('laboratory', fromPage),
      getLocation: () => undefined,
    })
    const blocked = await analytics
      .send(analytics.createPayload({ event: 'MODAL_OPEN', timestamp: Date.now() }))
      .catch((error: unknown) => error)
    expect(getAlertForApiError(blocked)).toEqual({
      message: 'Invalid App Configuration',
      reason: 'originNotAllowed',
    })
  })
})
