import { createMockAdapter } from '@org/appkit-testing'
import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestAppKit } from '../../test/createTestAppKit.ts'
import { queryShadowButton } from '../../test/queryShadowButton.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { AppKitConnectButton } from './AppKitConnectButton.tsx'

vi.mock('@org/appkit-scaffold', () => ({ AppKitModal: () => null }))

describe('AppKitConnectButton', () => {
  it('renders "Connect Wallet" inside a shadow root and opens the modal on click', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { container } = render(<AppKitConnectButton />, { wrapper: withAppKit(appKit) })
    const button = queryShadowButton(container)
    expect(button?.textContent).toBe('Connect Wallet')
    expect(button?.dataset.size).toBe('md')
    await act(async () => button?.click())
    await waitFor(() => expect(appKit.isOpen()).toBe(true))
    // While the modal is open the button shows its loading label.
    await waitFor(() => expect(queryShadowButton(container)?.textContent).toBe('Connecting...'))
    expect(queryShadowButton(container)?.getAttribute('aria-busy')).toBe('true')
  })

  it('takes size, label and loadingLabel, and is loading only for its own namespace', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { container } = render(
      <AppKitConnectButton size="sm" label="Sign in" loadingLabel="Wait" namespace="solana" />,
      { wrapper: withAppKit(appKit) },
    )
    expect(queryShadowButton(container)?.textContent).toBe('Sign in')
    expect(queryShadowButton(container)?.dataset.size).toBe('sm')
    await act(() => appKit.open({ namespace: 'eip155' }))
    expect(queryShadowButton(container)?.textContent).toBe('Sign in')
    await act(() => appKit.close())
    await act(() => appKit.open({ namespace: 'solana' }))
    await waitFor(() => expect(queryShadowButton(container)?.textContent).toBe('Wait'))
  })
})
