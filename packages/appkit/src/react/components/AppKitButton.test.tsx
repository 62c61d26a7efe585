import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connect, coreOf, createTestAppKit } from '../../test/createTestAppKit.ts'
import { queryShadowButton } from '../../test/queryShadowButton.ts'
import { withAppKit } from '../../test/withAppKit.tsx'
import { AppKitButton } from './AppKitButton.tsx'

describe('AppKitButton', () => {
  it('is the connect button while disconnected and the account button once connected', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const { container } = render(<AppKitButton label="Connect" />, { wrapper: withAppKit(appKit) })
    expect(queryShadowButton(container)?.dataset.testid).toBe('appkit-connect-button')
    expect(queryShadowButton(container)?.textContent).toBe('Connect')
    await connect(appKit)
    await waitFor(() => expect(queryShadowButton(container)?.dataset.testid).toBe('appkit-account-button'))
    expect(queryShadowButton(container)?.textContent).toContain(
      `${MOCK_ADDRESSES.eip155.slice(0, 4)}...${MOCK_ADDRESSES.eip155.slice(-6)}`,
    )
  })

  it('shows the balance (3 decimals) unless balance="hide", and truncates with charsStart/charsEnd', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    await connect(appKit)
    const core = await coreOf(appKit)
    core.chain.updateAccount('eip155', { balance: '1.23456', balanceSymbol: 'ETH' })
    const shown = render(<AppKitButton charsStart={6} charsEnd={4} />, { wrapper: withAppKit(appKit) })
    await waitFor(() => expect(queryShadowButton(shown.container)?.textContent).toContain('1.235 ETH'))
    expect(queryShadowButton(shown.container)?.textContent).toContain(
      `${MOCK_ADDRESSES.eip155.slice(0, 6)}...${MOCK_ADDRESSES.eip155.slice(-4)}`,
    )
    const hidden = render(<AppKitButton balance="hide" disabled />, { wrapper: withAppKit(appKit) })
    expect(queryShadowButton(hidden.container)?.textContent).not.toContain('ETH')
    expect(queryShadowButton(hidden.container)?.disabled).toBe(true)
  })
})
