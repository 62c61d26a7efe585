import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../constants/defaults.ts'
import { SiweAndSiwxConflictError } from '../errors/SiweAndSiwxConflictError.ts'
import { mainnet } from '../test/testNetworks.ts'
import { createOptionsController } from './OptionsController.ts'

function setup(projectId = 'p1') {
  return { options: createOptionsController({ projectId, networks: [mainnet] }) }
}

describe('OptionsController (reference §4.1, spec §5)', () => {
  it('holds the createAppKit options with the reference defaults', () => {
    const { options } = setup()
    expect(options.state).toMatchObject({
      projectId: 'p1',
      isProjectIdConfigured: true,
      defaultNetwork: mainnet,
      enableReconnect: true,
      allWallets: 'SHOW',
      themeMode: 'system',
    })
    expect(options.state.features).toEqual({ ...DEFAULT_FEATURES, connectMethodsOrder: undefined })
  })

  // The core raises the 'Project ID Not Configured' alert (createCore.test.ts); the options only flag it.
  it('a missing project id is flagged, not thrown (spec §5)', () => {
    const options = createOptionsController({ networks: [mainnet] })
    expect(options.state.isProjectIdConfigured).toBe(false)
  })

  it('setting both siweConfig and siwx throws "Cannot set both `siweConfig` and `siwx` options" (spec §5)', () => {
    expect(() =>
      createOptionsController({ projectId: 'p1', networks: [mainnet], siwx: {}, siweConfig: {} }),
    ).toThrow(SiweAndSiwxConflictError)
  })

  it('a runtime update that would set both siweConfig and siwx throws and leaves the options unchanged', () => {
    const siwx = { required: true }
    const options = createOptionsController({ projectId: 'p1', networks: [mainnet], siwx })
    expect(() => options.updateOptions({ siweConfig: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    expect(options.state.siweConfig).toBe(undefined)
    expect(options.state.siwx).toBe(siwx)
  })

  it('sign-in configs are kept as given, not wrapped in a proxy', () => {
    class Siwx {
      #secret = 'kept'
      read() {
        return this.#secret
      }
    }
    const options = createOptionsController({ projectId: 'p1', networks: [mainnet], siwx: new Siwx() })
    expect((options.state.siwx as Siwx).read()).toBe('kept')
  })

  it('updateFeatures merges over the features set so far', () => {
    const options = createOptionsController({
      projectId: 'p1',
      networks: [mainnet],
      features: { swaps: false },
    })
    options.updateFeatures({ onramp: false })
    expect(options.state.features).toMatchObject({ swaps: false, onramp: false, send: true })
  })

  it('the feature setters change connect method order, wallet feature order, socials and collapse wallets', () => {
    const { options } = setup()
    options.setConnectMethodsOrder(['wallet', 'social', 'email'])
    options.setWalletFeaturesOrder(['send', 'receive'])
    options.setSocialsOrder(['github', 'google'])
    options.setCollapseWallets(true)
    expect(options.state.features).toMatchObject({
      connectMethodsOrder: ['wallet', 'social', 'email'],
      walletFeaturesOrder: ['send', 'receive'],
      socials: ['github', 'google'],
      collapseWallets: true,
    })
    options.setConnectMethodsOrder(undefined)
    expect(options.state.features.connectMethodsOrder).toBe(undefined)
  })

  it('legal links can be set and cleared at runtime', () => {
    const { options } = setup()
    options.setTermsConditionsUrl('https://lab.test/terms')
    options.setPrivacyPolicyUrl('https://lab.test/privacy')
    expect(options.state).toMatchObject({
      termsConditionsUrl: 'https://lab.test/terms',
      privacyPolicyUrl: 'https://lab.test/privacy',
    })
    options.setTermsConditionsUrl(undefined)
    expect(options.state.termsConditionsUrl).toBe(undefined)
  })

  it('updateOptions re-applies defaults to the merged options', () => {
    const { options } = setup()
    options.updateOptions({ enableNetworkSwitch: false, apiUrl: 'http://127.0.0.1:4000/' })
    expect(options.state).toMatchObject({ enableNetworkSwitch: false, apiUrl: 'http://127.0.0.1:4000' })
    options.updateOptions({ enableNetworkSwitch: undefined })
    expect(options.state.enableNetworkSwitch).toBe(true)
  })

  it('each controller has its own options (no singletons)', () => {
    const first = setup().options
    const second = setup().options
    first.setCollapseWallets(true)
    expect(second.state.features.collapseWallets).toBe(false)
  })
})
