import { createMockAdapter } from '@org/appkit-testing'
import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { optimism } from '../../networks/presets.ts'
import { coreOf, createTestAppKit } from '../../test/createTestAppKit.ts'
import { queryShadowButton } from '../../test/queryShadowButton.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { AppKitNetworkButton } from './AppKitNetworkButton.tsx'

vi.mock('@org/appkit-scaffold', () => ({ AppKitModal: () => null }))

describe('AppKitNetworkButton', () => {
  it('shows the active network and opens the Networks view', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { container } = render(<AppKitNetworkButton />, { wrapper: withAppKit(appKit) })
    expect(queryShadowButton(container)?.textContent).toBe('Ethereum')
    await act(async () => queryShadowButton(container)?.click())
    expect((await coreOf(appKit)).router.state.view).toBe('Networks')
  })

  it("warns 'Switch Network' when the wallet is on a network the dApp did not configure", async () => {
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155' }).adapter],
      allowUnsupportedChain: true,
    })
    const { container } = render(<AppKitNetworkButton />, { wrapper: withAppKit(appKit) })
    const core = await coreOf(appKit)
    act(() => core.chain.switchActiveNetwork(optimism))
    await waitFor(() => expect(queryShadowButton(container)?.textContent).toBe('Switch Network'))
    expect(queryShadowButton(container)?.dataset.variant).toBe('danger')
  })

  it('is disabled when asked, or when network switching is off', () => {
    const appKit = createTestAppKit({ enableNetworkSwitch: false })
    const { container } = render(<AppKitNetworkButton />, { wrapper: withAppKit(appKit) })
    expect(queryShadowButton(container)?.disabled).toBe(true)
    const other = render(<AppKitNetworkButton disabled />, { wrapper: withAppKit(createTestAppKit()) })
    expect(queryShadowButton(other.container)?.disabled).toBe(true)
  })
})
