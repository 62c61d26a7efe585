import type { CaipNetwork } from '@org/appkit-core'
import type { SendTokenBalance } from '@org/appkit-core/internal'

/**
 * The network's native token as a send token, from the balance the wallet itself reported: what the form offers
 * when the Blockchain API has no balances (down, unsupported network, cooling down). No price is known then.
 */
export function toNativeSendToken(network: CaipNetwork, balance: string, iconUrl = ''): SendTokenBalance {
  return {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: balance },
    iconUrl,
  }
}
