import type { ApiContext } from '../ApiContext.ts'
import { nativeTokenAddress } from '../config/nativeTokenAddress.ts'

/** The payment limits the spec names (spec §9: card 10-7500, bank account 10-25000; USD and EUR). */
const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
export const ONRAMP_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const

/**
 * The stub provider's options in the shape the client reads at GET /v1/onramp/options (Coinbase's snake_case,
 * API-SHAPES §2.17): USD and EUR with the spec's limits, and each configured chain's native coin and tokens.
 */
export function onrampOptions(context: ApiContext) {
  const purchase = new Map<
    string,
    {
      id: string
      name: string
      symbol: string
      networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
    }
  >()
  for (const chain of context.chains.list) {
    const coins = [
      { ...chain.config.nativeCurrency, address: nativeTokenAddress },
      ...(chain.config.tokens ?? []),
    ]
    for (const coin of coins) {
      const entry = purchase.get(coin.symbol) ?? {
        id: coin.symbol,
        name: coin.name,
        symbol: coin.symbol,
        networks: [],
      }
      entry.networks.push({
        name: chain.caipNetworkId,
        display_name: chain.config.name,
        chain_id: String(chain.config.id),
        contract_address: coin.address === nativeTokenAddress ? '' : coin.address,
      })
      purchase.set(coin.symbol, entry)
    }
  }
  return {
    paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [...purchase.values()],
  }
}
