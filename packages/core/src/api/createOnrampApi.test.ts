import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ONRAMP_PLACEHOLDER_QUOTE_ID } from './apiConstants.ts'
import { createOnrampApi, ONRAMP_FALLBACK_OPTIONS } from './createOnrampApi.ts'
import { createRoutedApiContext } from './createRoutedApiContext.ts'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const USD = { id: 'USD', limits: [{ id: 'card', min: 10, max: 7500 }] }
const USDC = {
  id: 'usdc',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [{ name: 'ethereum-mainnet', displayName: 'Ethereum', chainId: '1', contractAddress: '0xa0b8' }],
}

function setup(routes: Record<string, () => Response>) {
  const { context, calls } = createRoutedApiContext(routes)
  return { api: createOnrampApi(context), calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('On-ramp API (spec §7, §8)', () => {
  it('onramp url posts the destination wallets and presets with projectId in the query', async () => {
    const { api, calls } = setup({
      'POST /v1/generators/onrampurl': () => json({ url: 'https://pay.example/buy' }),
    })
    const url = await api.generateOnRampUrl({
      caipNetworkId: 'eip155:1',
      destinationWallets: [{ address: '0x1', blockchains: ['ethereum'] }],
      partnerUserId: 'user-1',
      defaultNetwork: 'ethereum',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(url).toBe('https://pay.example/buy')
    expect(calls[0]!.url.searchParams.get('projectId')).toBe('p1')
    expect(calls[0]!.body).toEqual({
      destinationWallets: [{ address: '0x1', blockchains: ['ethereum'] }],
      partnerUserId: 'user-1',
      defaultNetwork: 'ethereum',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
  })

  it('options are read in camelCase or Coinbase snake_case', async () => {
    const { api } = setup({
      'GET /v1/onramp/options': () =>
        json({
          paymentCurrencies: [
            USD,
            { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
          ],
          purchaseCurrencies: [
            USDC,
            {
              id: 'eth',
              name: 'Ether',
              symbol: 'ETH',
              networks: [{ name: 'base', display_name: 'Base', chain_id: 8453, contract_address: '' }],
            },
          ],
        }),
    })
    const options = await api.getOnrampOptions({ caipNetworkId: 'eip155:1' })
    expect(options.paymentCurrencies).toEqual([
      USD,
      { id: 'EUR', limits: [{ id: 'card', min: 10, max: 7500 }] },
    ])
    expect(options.purchaseCurrencies[1]!.networks).toEqual([
      { name: 'base', displayName: 'Base', chainId: '8453', contractAddress: '' },
    ])
  })

  it('a failed options call gives the built-in defaults: USD and EUR, card 10-7500, bank account 10-25000', async () => {
    const { api } = setup({})
    const options = await api.getOnrampOptions({ caipNetworkId: 'eip155:1' })
    expect(options).toEqual(ONRAMP_FALLBACK_OPTIONS)
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]!.limits).toEqual([
      { id: 'card', min: 10, max: 7500 },
      { id: 'ach_bank_account', min: 10, max: 25_000 },
    ])
    options.paymentCurrencies.pop()
    expect(ONRAMP_FALLBACK_OPTIONS.paymentCurrencies).toHaveLength(2)
  })

  it('a malformed options answer also gives the defaults', async () => {
    const { api } = setup({ 'GET /v1/onramp/options': () => json({ paymentCurrencies: 'x' }) })
    await expect(api.getOnrampOptions({ caipNetworkId: 'eip155:1' })).resolves.toEqual(
      ONRAMP_FALLBACK_OPTIONS,
    )
  })

  it('quote posts purchaseCurrency, paymentCurrency, amount and network, reading either quote shape', async () => {
    const { api, calls } = setup({
      'POST /v1/onramp/quote': () =>
        json({
          networkFee: { value: '0.5', currency: 'USD' },
          paymentSubTotal: { value: '99', currency: 'USD' },
          paymentTotal: { value: '100', currency: 'USD' },
          purchaseAmount: { amount: '99', currency: 'USDC' },
          coinbaseFee: { amount: '0.5', currency: 'USD' },
          quoteId: 'q1',
        }),
    })
    const quote = await api.getOnrampQuote({
      caipNetworkId: 'eip155:1',
      purchaseCurrency: USDC,
      paymentCurrency: USD,
      amount: '100',
      network: 'ethereum-mainnet',
    })
    expect(quote).toEqual({
      coinbaseFee: { amount: '0.5', currency: 'USD' },
      networkFee: { amount: '0.5', currency: 'USD' },
      paymentSubtotal: { amount: '99', currency: 'USD' },
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '99', currency: 'USDC' },
      quoteId: 'q1',
    })
    expect(calls[0]!.url.searchParams.get('projectId')).toBe('p1')
    expect(calls[0]!.body).toEqual({
      purchaseCurrency: USDC,
      paymentCurrency: USD,
      amount: '100',
      network: 'ethereum-mainnet',
    })
  })

  it('a quote without coinbaseFee or subtotal gets zero fee and the total as subtotal', async () => {
    const { api } = setup({
      'POST /v1/onramp/quote': () =>
        json({
          networkFee: { amount: '1', currency: 'EUR' },
          paymentTotal: { amount: '10', currency: 'EUR' },
          purchaseAmount: { amount: '9', currency: 'USDC' },
          quoteId: 'q2',
        }),
    })
    const quote = await api.getOnrampQuote({
      caipNetworkId: 'eip155:1',
      purchaseCurrency: USDC,
      paymentCurrency: USD,
      amount: '10',
      network: 'n',
    })
    expect(quote?.coinbaseFee).toEqual({ amount: '0', currency: 'EUR' })
    expect(quote?.paymentSubtotal).toEqual({ amount: '10', currency: 'EUR' })
  })

  it('a failed or malformed quote gives a 1:1 placeholder quote', async () => {
    const { api } = setup({
      'POST /v1/onramp/quote': () => json({ quoteId: 'x', networkFee: { currency: 'USD' } }),
    })
    const quote = await api.getOnrampQuote({
      caipNetworkId: 'eip155:1',
      purchaseCurrency: USDC,
      paymentCurrency: USD,
      amount: '25',
      network: 'n',
    })
    const each = { amount: '25', currency: 'USD' }
    expect(quote).toEqual({
      coinbaseFee: each,
      networkFee: each,
      paymentSubtotal: each,
      paymentTotal: each,
      purchaseAmount: each,
      quoteId: ONRAMP_PLACEHOLDER_QUOTE_ID,
    })
  })

  it('an aborted options or quote call rejects instead of falling back', async () => {
    const { api } = setup({})
    const controller = new AbortController()
    controller.abort(new Error('closed'))
    await expect(
      api.getOnrampOptions({ caipNetworkId: 'eip155:1', signal: controller.signal }),
    ).rejects.toThrow('closed')
    await expect(
      api.getOnrampQuote({
        caipNetworkId: 'eip155:1',
        signal: controller.signal,
        purchaseCurrency: USDC,
        paymentCurrency: USD,
        amount: '1',
        network: 'n',
      }),
    ).rejects.toThrow('closed')
  })

  it("on-ramp calls on an unsupported network: '' url, empty options, null quote, no request", async () => {
    const { api, calls } = setup({})
    const caipNetworkId = 'eip155:999'
    await expect(
      api.generateOnRampUrl({ caipNetworkId, destinationWallets: [], partnerUserId: 'u' }),
    ).resolves.toBe('')
    await expect(api.getOnrampOptions({ caipNetworkId })).resolves.toEqual({
      paymentCurrencies: [],
      purchaseCurrencies: [],
    })
    await expect(
      api.getOnrampQuote({
        caipNetworkId,
        purchaseCurrency: USDC,
        paymentCurrency: USD,
        amount: '1',
        network: 'n',
      }),
    ).resolves.toBeNull()
    expect(calls).toHaveLength(0)
  })
})
