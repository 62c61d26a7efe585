import { describe, expect, it } from 'vitest'
import { GENERIC_INJECTED_CONNECTOR_NAME } from '../constants/connectors.ts'
import type { Connector } from '../types/Connector.ts'
import { getVisibleConnectors, isConnectorVisible } from './getVisibleConnectors.ts'

const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'INJECTED',
  chain: 'eip155',
  explorerId: 'c57ca95b',
  info: { rdns: 'io.metamask' },
}
const RABBY: Connector = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}
const BROWSER: Connector = {
  id: 'injected',
  name: GENERIC_INJECTED_CONNECTOR_NAME,
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
}
const desktop = { isMobile: false }

describe('getVisibleConnectors (spec §5 connector visibility)', () => {
  it('an injected connector excluded by rdns or name is hidden', () => {
    expect(isConnectorVisible(METAMASK, { ...desktop, excludedWallets: [{ rdns: 'io.metamask' }] })).toBe(
      false,
    )
    expect(isConnectorVisible(METAMASK, { ...desktop, excludedWallets: [{ name: 'metamask' }] })).toBe(false)
    expect(
      isConnectorVisible(METAMASK, {
        ...desktop,
        excludedWallets: [{ name: 'Rabby Wallet', rdns: 'io.rabby' }],
      }),
    ).toBe(true)
  })

  it('an injected connector excluded by excludeWalletIds (registry id, connector id or rdns) is hidden', () => {
    expect(isConnectorVisible(METAMASK, { ...desktop, excludeWalletIds: ['c57ca95b'] })).toBe(false)
    expect(isConnectorVisible(METAMASK, { ...desktop, excludeWalletIds: ['io.metamask'] })).toBe(false)
    expect(isConnectorVisible(METAMASK, { ...desktop, excludeWalletIds: ['other'] })).toBe(true)
  })

  it('an injected connector with no rdns and no installed extension is hidden', () => {
    const bare: Connector = { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' }
    expect(isConnectorVisible(bare, desktop)).toBe(false)
    expect(isConnectorVisible({ ...bare, installed: true }, desktop)).toBe(true)
    expect(isConnectorVisible({ ...bare, info: { rdns: 'com.example' } }, desktop)).toBe(true)
  })

  it("the generic 'Browser Wallet' injected connector is hidden on desktop and shown on mobile", () => {
    expect(isConnectorVisible(BROWSER, desktop)).toBe(false)
    expect(isConnectorVisible(BROWSER, { isMobile: true })).toBe(true)
  })

  it('announced connectors are hidden only when excluded', () => {
    expect(isConnectorVisible(RABBY, desktop)).toBe(true)
    expect(isConnectorVisible({ ...RABBY, name: GENERIC_INJECTED_CONNECTOR_NAME, info: {} }, desktop)).toBe(
      true,
    )
    expect(isConnectorVisible(RABBY, { ...desktop, excludeWalletIds: ['io.rabby'] })).toBe(false)
    expect(isConnectorVisible(RABBY, { ...desktop, excludedWallets: [{ name: 'Rabby Wallet' }] })).toBe(false)
    expect(
      isConnectorVisible(
        { ...RABBY, type: 'MULTI_CHAIN' },
        { ...desktop, excludedWallets: [{ rdns: 'io.rabby' }] },
      ),
    ).toBe(false)
  })

  it('WalletConnect, external and embedded-wallet connectors are not subject to the injected rules', () => {
    for (const type of ['WALLET_CONNECT', 'EXTERNAL', 'AUTH', 'ID_AUTH'] as const) {
      expect(
        isConnectorVisible(
          { id: 'x', name: 'MetaMask', type, chain: 'eip155' },
          { ...desktop, excludedWallets: [{ name: 'MetaMask' }] },
        ),
      ).toBe(true)
    }
  })

  it('enableInjected: false hides injected connectors; enableEIP6963: false hides announced ones (reference §4.1)', () => {
    const mobile = { isMobile: true }
    expect(getVisibleConnectors([METAMASK, RABBY, BROWSER], { ...mobile, enableInjected: false })).toEqual([
      RABBY,
    ])
    expect(getVisibleConnectors([METAMASK, RABBY, BROWSER], { ...mobile, enableEIP6963: false })).toEqual([
      METAMASK,
      BROWSER,
    ])
    expect(
      getVisibleConnectors([METAMASK, RABBY], { ...desktop, enableInjected: true, enableEIP6963: true }),
    ).toEqual([METAMASK, RABBY])
  })

  it('filters a list, keeping order', () => {
    expect(
      getVisibleConnectors([BROWSER, RABBY, METAMASK], { ...desktop, excludeWalletIds: ['c57ca95b'] }),
    ).toEqual([RABBY])
  })
})
