import { describe, expect, it } from 'vitest'
import { isRouterView, MODAL_VIEWS, OPEN_VIEWS, ROUTER_VIEWS } from './RouterView.ts'

describe('RouterView (spec §2 views, reference §3 union)', () => {
  it('the view union covers every view of spec §2', () => {
    for (const view of [
      'Connect',
      'Account',
      'AllWallets',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'ConnectingWalletConnectBasic',
      'UnsupportedChain',
      'ApproveTransaction',
      'SIWXSignMessage',
      'ConnectingSiwe',
      'ConnectingFarcaster',
    ]) {
      expect(isRouterView(view)).toBe(true)
    }
  })

  it('the view union has the 62 unique names of the reference union', () => {
    expect(new Set(ROUTER_VIEWS).size).toBe(62)
    expect(ROUTER_VIEWS).toHaveLength(62)
  })

  it('public open accepts the reference subset, all of them views', () => {
    expect(OPEN_VIEWS).toHaveLength(12)
    expect(OPEN_VIEWS.every(isRouterView)).toBe(true)
  })

  it('the modal renders every view of spec §2, each named once', () => {
    for (const view of [
      'Connect',
      'Account',
      'ApproveTransaction',
      'SIWXSignMessage',
      'ConnectingFarcaster',
    ]) {
      expect(MODAL_VIEWS).toContain(view)
    }
    expect(new Set(MODAL_VIEWS).size).toBe(MODAL_VIEWS.length)
    expect(MODAL_VIEWS.every(isRouterView)).toBe(true)
  })

  it('isRouterView rejects unknown names and non-strings', () => {
    expect(isRouterView('connect')).toBe(false)
    expect(isRouterView(undefined)).toBe(false)
  })
})
