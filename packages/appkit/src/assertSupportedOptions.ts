import { UnsupportedOptionError } from '@org/appkit-core'
import type { CreateAppKitOptions } from './CreateAppKitOptions.ts'

type Options = Partial<CreateAppKitOptions>

/** Which values of an option ask for what is not built. */
const TRUE = 0
const FALSE = 1
const SET = 2
/** A non-empty list or record. */
const ENTRIES = 3

const EMBEDDED_WALLET = 'The embedded (email/social) wallet'

/**
 * Each option value that asks for a behaviour the product does not provide (docs/appkit-options.md): its path, the
 * values that ask, what is not built, and when the option is moot (then it asks nothing). Defaults never appear:
 * only a value the dApp wrote can ask for something. Kept as data: this runs with the page's first load.
 */
const RULES: readonly [
  option: string,
  asks: number,
  missing: string,
  moot?: (options: Options) => boolean,
][] = [
  ['features.swaps', TRUE, 'Swaps'],
  ['features.onramp', TRUE, 'Buying crypto (on-ramp)'],
  ['features.email', TRUE, EMBEDDED_WALLET],
  ['features.socials', ENTRIES, EMBEDDED_WALLET],
  ['features.emailShowWallets', FALSE, 'Collapsing the wallets behind email and social login'],
  ['features.collapseWallets', TRUE, 'Collapsing the wallet list'],
  ['features.smartSessions', TRUE, 'Smart sessions'],
  ['features.pay', TRUE, 'WalletConnect Pay'],
  ['features.reownAuthentication', TRUE, 'Hosted sign-in'],
  ['features.headless', TRUE, 'The headless wallet list'],
  ['tokens', ENTRIES, 'A token balance in place of the native balance'],
  ['enableCoinbase', TRUE, 'A Coinbase SDK connector'],
  ['enableBaseAccount', TRUE, 'A Base Account connector'],
  ['coinbasePreference', SET, 'A Coinbase SDK connector', (o) => o.enableCoinbase === false],
  ['enableEmbedded', TRUE, 'An <appkit-modal> element to render the modal inline'],
  ['disableAppend', TRUE, 'An <appkit-modal> element to place the modal yourself'],
  ['enableMobileFullScreen', TRUE, 'A full-screen modal on phones (they get a bottom sheet)'],
  ['enableAuthLogger', TRUE, EMBEDDED_WALLET],
  // Both set is the spec's own error ('Cannot set both…'), which the options report.
  ['siwx', SET, 'Sign-in with X', (o) => o.siweConfig != null],
  ['siweConfig', SET, 'Sign-in with Ethereum', (o) => o.siwx != null],
  ['manualWCControl', TRUE, 'Driving the WalletConnect session yourself'],
  ['universalProviderConfigOverride', SET, 'Overriding the WalletConnect proposal'],
  ['experimental_preferUniversalLinks', TRUE, 'Preferring universal links over deep links'],
  // Without adapters createAppKit is the WalletConnect-only mode already.
  ['basic', TRUE, 'The WalletConnect-only mode with adapters', (o) => !o.adapters?.length],
]

const HINTS: Record<string, string> = {
  universalProviderConfigOverride: 'Pass your own `universalProvider`, configured as you need, instead.',
  basic: 'Omit `adapters` for the WalletConnect-only mode.',
}

function asks(kind: number, value: unknown): boolean {
  if (kind === TRUE) return value === true
  if (kind === FALSE) return value === false
  if (kind === ENTRIES) return typeof value === 'object' && value !== null && Object.keys(value).length > 0
  return value != null
}

/** The option paths that can ask for what is not built. */
export const UNSUPPORTED_OPTIONS: readonly string[] = /* @__PURE__ */ RULES.map(([option]) => option)

/**
 * Throws UnsupportedOptionError for the first option whose value asks for a behaviour the product does not
 * provide, instead of silently ignoring it. Values whose documented behaviour is delivered (e.g.
 * `features: { email: false }`, `enableCoinbase: false`) and every default pass. Takes the options of
 * `createAppKit` or the part a runtime setter changes (`updateFeatures`, `updateOptions`, ...).
 *
 * @example assertSupportedOptions({ projectId, networks, features: { swaps: true } }) // throws `features.swaps`
 */
export function assertSupportedOptions(options: Options): void {
  for (const [option, kind, missing, moot] of RULES) {
    const value = option
      .split('.')
      .reduce<unknown>((parent, key) => (parent as Record<string, unknown> | undefined)?.[key], options)
    if (!asks(kind, value) || moot?.(options)) continue
    const remedy = kind === TRUE || kind === ENTRIES ? 'Remove it, or set it to `false`.' : 'Remove it.'
    throw new UnsupportedOptionError({
      option,
      value,
      hint: `${missing} is not built. ${HINTS[option] ?? remedy}`,
    })
  }
}
