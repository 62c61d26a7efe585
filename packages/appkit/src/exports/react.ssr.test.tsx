// @vitest-environment node
import { createMemoryStorage } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { arbitrum, mainnet } from '../networks/presets.ts'
import { offlineFetch } from '../test/createTestAppKit.ts'
import {
  AppKitButton,
  AppKitNetworkButton,
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from './react.ts'

function Page() {
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const { walletInfo } = useWalletInfo()
  return (
    <main data-open={typeof open}>
      <p id="account">
        {account.status}/{String(account.isConnected)}
      </p>
      <p id="network">
        {network.caipNetworkId}/{network.caipNetwork?.name}
      </p>
      <p id="state">
        {state.activeChain}/{String(state.initialized)}/{String(state.open)}
      </p>
      <p id="theme">{theme.themeMode}</p>
      <p id="wallet">{walletInfo?.name ?? 'none'}</p>
      <AppKitButton />
      <AppKitNetworkButton />
    </main>
  )
}

describe('server rendering @org/appkit/react', () => {
  it('renders hooks and buttons with no window, without starting the instance', async () => {
    expect(typeof window).toBe('undefined')
    const eip155 = createMockAdapter({ namespace: 'eip155' })
    const appKit = createAppKit({
      projectId: 'test-project-id',
      networks: [mainnet, arbitrum],
      adapters: [eip155.adapter],
      fetch: offlineFetch,
      storage: createMemoryStorage(),
      themeMode: 'dark',
    })
    const html = renderToString(<Page />)
    expect(html).toContain('<main data-open="function">')
    expect(html).toContain('<p id="account">disconnected<!-- -->/<!-- -->false</p>')
    expect(html).toContain('<p id="network">eip155:1<!-- -->/<!-- -->Ethereum</p>')
    expect(html).toContain('<p id="state">eip155<!-- -->/<!-- -->false<!-- -->/<!-- -->false</p>')
    expect(html).toContain('<p id="theme">dark</p>')
    expect(html).toContain('<p id="wallet">none</p>')
    // Each button renders its shadow host; its content arrives in the shadow root on the client.
    expect(html.match(/data-apkt-shadow-host=""/g)).toHaveLength(2)
    await appKit.ready()
    expect(eip155.methods()).toEqual([])
    expect(appKit.getState().initialized).toBe(false)
    // A server never loads the core.
    expect(getAppKitInternals(appKit).getCore()).toBeUndefined()
    getAppKitInternals(appKit).dispose()
  })

  it('open() on a server does nothing: no core, no modal, no error', async () => {
    const appKit = createAppKit({
      projectId: 'test-project-id',
      networks: [mainnet],
      fetch: offlineFetch,
      storage: createMemoryStorage(),
    })
    await appKit.open()
    expect(appKit.isOpen()).toBe(false)
    expect(typeof document).toBe('undefined')
    expect(getAppKitInternals(appKit).getCore()).toBeUndefined()
    getAppKitInternals(appKit).dispose()
  })
})
