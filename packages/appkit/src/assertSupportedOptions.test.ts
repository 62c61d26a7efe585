import { UnsupportedOptionError } from '@org/appkit-core'
import { ValidationMessages } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { describe, expect, it } from 'vitest'
import type { CreateAppKitOptions } from './CreateAppKitOptions.ts'
import { getAppKitInternals } from './getAppKitInternals.ts'
import { arbitrum, mainnet } from './networks/presets.ts'
import { createTestAppKit } from './test/createTestAppKit.ts'

function thrownBy(options: Partial<CreateAppKitOptions>): unknown {
  try {
    createTestAppKit(options)
  } catch (error) {
    return error
  }
  return undefined
}

// Each option value that asks for what is not built (docs/appkit-options.md): createAppKit names it instead of
// silently ignoring it.
const UNSUPPORTED: [option: string, options: Partial<CreateAppKitOptions>, value: unknown][] = [
  ['features.swaps', { features: { swaps: true } }, true],
  ['features.onramp', { features: { onramp: true } }, true],
  ['features.email', { features: { email: true } }, true],
  ['features.socials', { features: { socials: ['google', 'github'] } }, ['google', 'github']],
  ['features.emailShowWallets', { features: { emailShowWallets: false } }, false],
  ['features.collapseWallets', { features: { collapseWallets: true } }, true],
  ['features.smartSessions', { features: { smartSessions: true } }, true],
  ['features.pay', { features: { pay: true } }, true],
  ['features.reownAuthentication', { features: { reownAuthentication: true } }, true],
  ['features.headless', { features: { headless: true } }, true],
  [
    'tokens',
    { tokens: { 'eip155:1': { address: '0xdac17f958d2ee523a2206206994597c13d831ec7' } } },
    { 'eip155:1': { address: '0xdac17f958d2ee523a2206206994597c13d831ec7' } },
  ],
  ['enableCoinbase', { enableCoinbase: true }, true],
  ['enableBaseAccount', { enableBaseAccount: true }, true],
  ['coinbasePreference', { coinbasePreference: 'smartWalletOnly' }, 'smartWalletOnly'],
  ['enableEmbedded', { enableEmbedded: true }, true],
  ['disableAppend', { disableAppend: true }, true],
  ['enableMobileFullScreen', { enableMobileFullScreen: true }, true],
  ['enableAuthLogger', { enableAuthLogger: true }, true],
  ['siwx', { siwx: { required: true } }, { required: true }],
  ['siweConfig', { siweConfig: { enabled: true } }, { enabled: true }],
  ['manualWCControl', { manualWCControl: true }, true],
  [
    'universalProviderConfigOverride',
    { universalProviderConfigOverride: { methods: { eip155: ['eth_sign'] } } },
    { methods: { eip155: ['eth_sign'] } },
  ],
  ['experimental_preferUniversalLinks', { experimental_preferUniversalLinks: true }, true],
  ['basic', { basic: true, adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] }, true],
]

describe('createAppKit throws UnsupportedOptionError for an option asking for what is not built', () => {
  it.each(UNSUPPORTED)('%s', (option, options, value) => {
    const error = thrownBy(options)
    expect(error).toBeInstanceOf(UnsupportedOptionError)
    expect(error).toMatchObject({
      option,
      value,
      shortMessage: `Option \`${option}\` is not supported`,
    })
    // The meta line says what to do.
    expect((error as UnsupportedOptionError).metaMessages[1]).toMatch(
      /Remove it|Pass your own|Omit `adapters`/,
    )
  })

  it('every rule has its case here', async () => {
    const { UNSUPPORTED_OPTIONS } = await import('./assertSupportedOptions.ts')
    expect(UNSUPPORTED.map(([option]) => option).sort()).toEqual([...UNSUPPORTED_OPTIONS].sort())
  })

  it('both siweConfig and siwx is still the spec’s own error (spec §5)', () => {
    expect(() => createTestAppKit({ siwx: {}, siweConfig: {} })).toThrow(ValidationMessages.siweAndSiwx)
  })

  it('the runtime setters refuse the same values and leave the options as they were', async () => {
    const appKit = createTestAppKit()
    expect(() => appKit.updateFeatures({ swaps: true })).toThrow(UnsupportedOptionError)
    expect(() => appKit.updateOptions({ enableMobileFullScreen: true })).toThrow(
      'Option `enableMobileFullScreen` is not supported',
    )
    expect(() => appKit.setSocialsOrder(['google'])).toThrow('Option `features.socials` is not supported')
    expect(() => appKit.setCollapseWallets(true)).toThrow(
      'Option `features.collapseWallets` is not supported',
    )
    const options = (await getAppKitInternals(appKit).loadState()).state.options.state
    expect(options.features).toMatchObject({ swaps: true, collapseWallets: false })
    expect(options.enableMobileFullScreen).toBe(false)
    // Values whose behaviour is delivered still go through.
    appKit.updateFeatures({ swaps: false })
    appKit.setSocialsOrder(false)
    expect(options.features).toMatchObject({ swaps: false, socials: false })
  })
})

describe('defaults and delivered values never throw', () => {
  it('the quick start: adapters, networks, projectId, metadata, features: { analytics: true }', () => {
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155' }).adapter],
      networks: [mainnet, arbitrum],
      projectId: 'b56e18d47c72ab683b10814fe9495694',
      metadata: { name: 'dApp', description: 'A dApp', url: 'http://127.0.0.1', icons: [] },
      features: { analytics: true },
    })
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
  })

  it('turning off what is not built is accepted: the wallet list is the adapters own, no Coinbase or embedded wallet', async () => {
    const announced = { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' } as const
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155', connectors: [announced] }).adapter],
      enableWalletConnect: false,
      features: {
        swaps: false,
        onramp: false,
        email: false,
        socials: false,
        emailShowWallets: true,
        collapseWallets: false,
        smartSessions: false,
        pay: false,
        reownAuthentication: false,
        headless: false,
      },
      tokens: {},
      enableCoinbase: false,
      enableBaseAccount: false,
      coinbasePreference: 'eoaOnly',
      enableEmbedded: false,
      disableAppend: false,
      enableMobileFullScreen: false,
      enableAuthLogger: false,
      manualWCControl: false,
      experimental_preferUniversalLinks: false,
      basic: false,
    })
    await appKit.ready()
    const core = getAppKitInternals(appKit).getCore()
    expect(core?.connector.getShownConnectors().map((connector) => connector.id)).toEqual(['dev.wallet'])
    expect(core?.connector.getAuthConnector()).toBeUndefined()
    expect(core?.options.state.features).toMatchObject({
      swaps: false,
      onramp: false,
      email: false,
      socials: false,
    })
  })
})
