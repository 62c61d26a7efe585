import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { ConnectMethod, SocialProvider } from '../types/Features.ts'

export {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from './featureDefaults.ts'

/** Social login options shown elsewhere (e.g. account settings), in order (spec §1). */
export const SOCIALS_ELSEWHERE_ORDER: readonly SocialProvider[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
]

/** Default connect method order (spec §2). */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
/** Connect method order when an injected or announced wallet is shown (spec §2). */
export const WALLET_FIRST_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/** Namespaces the embedded (email/social) wallet supports (spec §6). */
export const EMBEDDED_WALLET_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** Namespaces with balance and activity (spec §6). */
export const BALANCE_AND_ACTIVITY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** Namespaces with names (spec §6). */
export const NAMES_NAMESPACES: readonly ChainNamespace[] = ['eip155']

/** Swap networks: eip155 chain ids (spec §9). */
export const SWAP_NETWORK_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]

/** On-ramp defaults used when the options call fails (spec §8, §9). */
export const ONRAMP_DEFAULT_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
export const ONRAMP_DEFAULT_LIMITS = {
  card: { min: 10, max: 7500 },
  bankAccount: { min: 10, max: 25_000 },
} as const
/** Provider fee range shown, in percent (spec §9). */
export const ONRAMP_PROVIDER_FEE_RANGE = { min: 1, max: 2 } as const

/** Product name suffixes (spec §5). */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const

/** Restricted timezones: Chinese regions, Hong Kong, Macau (spec §5). */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
]

/** Default log level (spec §9). */
export const DEFAULT_LOG_LEVEL = 'error' as const

/** Balance and price calls use this currency (spec §7). */
export const API_CURRENCY = 'usd' as const

/** Name shown for a network the product does not know (spec §8). */
export const UNKNOWN_NETWORK_NAME = 'Unknown Network'
