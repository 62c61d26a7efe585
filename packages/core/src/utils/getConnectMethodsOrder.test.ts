import { describe, expect, it } from 'vitest'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.ts'

describe('getConnectMethodsOrder (spec §2)', () => {
  it('connect method order defaults to email, social, wallet', () => {
    expect(getConnectMethodsOrder({ shownConnectors: [] })).toEqual(['email', 'social', 'wallet'])
    expect(
      getConnectMethodsOrder({
        shownConnectors: [{ type: 'WALLET_CONNECT' }, { type: 'EXTERNAL' }, { type: 'AUTH' }],
      }),
    ).toEqual(['email', 'social', 'wallet'])
  })

  it('becomes wallet, email, social if any injected or announced wallet is shown', () => {
    expect(getConnectMethodsOrder({ shownConnectors: [{ type: 'INJECTED' }] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(getConnectMethodsOrder({ shownConnectors: [{ type: 'ANNOUNCED' }] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(getConnectMethodsOrder({ shownConnectors: [{ type: 'MULTI_CHAIN' }] })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('an explicit connectMethodsOrder overrides it', () => {
    expect(
      getConnectMethodsOrder({
        connectMethodsOrder: ['social', 'wallet', 'email'],
        shownConnectors: [{ type: 'INJECTED' }],
      }),
    ).toEqual(['social', 'wallet', 'email'])
    expect(getConnectMethodsOrder({ connectMethodsOrder: ['wallet'], shownConnectors: [] })).toEqual([
      'wallet',
    ])
  })
})
