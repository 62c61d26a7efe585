import { proxy, ref } from 'valtio/vanilla'
import type { AppKitOptions } from '../types/AppKitOptions.ts'
import type { ConnectMethod, Features, SocialProvider, WalletFeature } from '../types/Features.ts'
import type { ResolvedAppKitOptions } from '../types/ResolvedAppKitOptions.ts'
import { normalizeAppKitOptions } from '../utils/normalizeAppKitOptions.ts'

export type OptionsControllerState = ResolvedAppKitOptions

/**
 * Options that may change after start. The theme is not among them: ThemeController owns the live theme, and
 * `themeMode` / `themeVariables` here stay the values `createAppKit` was given.
 */
export type RuntimeAppKitOptions = Partial<Omit<AppKitOptions, 'themeMode' | 'themeVariables'>>

function toState(
  options: AppKitOptions,
  resolved: ResolvedAppKitOptions = normalizeAppKitOptions(options),
): OptionsControllerState {
  // Sign-in configs may be class instances (private fields, providers): keep them out of the proxy.
  return {
    ...resolved,
    siwx: resolved.siwx ? ref(resolved.siwx) : undefined,
    siweConfig: resolved.siweConfig ? ref(resolved.siweConfig) : undefined,
  }
}

/**
 * The `createAppKit` options with the reference defaults applied (see normalizeAppKitOptions), plus the runtime
 * setters the reference offers. Throws SiweAndSiwxConflictError when both `siweConfig` and `siwx` are set; a
 * missing project id is `isProjectIdConfigured: false` (the core raises its alert).
 *
 * `resolved` is what normalizeAppKitOptions made of `options`, when the caller has it already.
 *
 * @example const options = createOptionsController({ projectId, networks: [mainnet] })
 */
export function createOptionsController(options: AppKitOptions, resolved?: ResolvedAppKitOptions) {
  let input: AppKitOptions = options
  const state = proxy<OptionsControllerState>(toState(options, resolved))

  /** Replaces the given options and re-applies the defaults; validation failures leave the state unchanged. */
  function updateOptions(partial: RuntimeAppKitOptions) {
    const next: AppKitOptions = { ...input, ...partial }
    const resolved = toState(next)
    input = next
    Object.assign(state, resolved)
  }

  /** Merges `features` over the features set so far (then over DEFAULT_FEATURES). */
  function updateFeatures(features: Features) {
    updateOptions({ features: { ...input.features, ...features } })
  }

  return {
    state,
    updateOptions,
    updateFeatures,
    setConnectMethodsOrder(order: readonly ConnectMethod[] | undefined) {
      updateFeatures({ connectMethodsOrder: order })
    },
    setWalletFeaturesOrder(order: readonly WalletFeature[]) {
      updateFeatures({ walletFeaturesOrder: order })
    },
    setSocialsOrder(socials: readonly SocialProvider[] | false) {
      updateFeatures({ socials })
    },
    setCollapseWallets(collapseWallets: boolean) {
      updateFeatures({ collapseWallets })
    },
    setTermsConditionsUrl(termsConditionsUrl: string | undefined) {
      updateOptions({ termsConditionsUrl })
    },
    setPrivacyPolicyUrl(privacyPolicyUrl: string | undefined) {
      updateOptions({ privacyPolicyUrl })
    },
  }
}

export type OptionsController = ReturnType<typeof createOptionsController>
