import { describe, expect, it } from 'vitest'
import { getOpenView } from './getOpenView.ts'

describe('getOpenView (spec §2 opening rule)', () => {
  it('with no adapters and no account, opens AllWallets on mobile', () => {
    expect(getOpenView({ hasAdapters: false, isConnected: false, isMobile: true })).toBe('AllWallets')
  })

  it('with no adapters and no account, opens ConnectingWalletConnectBasic off mobile', () => {
    expect(getOpenView({ hasAdapters: false, isConnected: false, isMobile: false })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  it('the no-adapter rule comes before a requested view', () => {
    expect(getOpenView({ hasAdapters: false, isConnected: false, isMobile: false, view: 'Networks' })).toBe(
      'ConnectingWalletConnectBasic',
    )
  })

  it('with a requested view, opens that view', () => {
    expect(getOpenView({ hasAdapters: true, isConnected: false, isMobile: false, view: 'Networks' })).toBe(
      'Networks',
    )
    expect(getOpenView({ hasAdapters: false, isConnected: true, isMobile: true, view: 'Swap' })).toBe('Swap')
  })

  it('connected shows Account', () => {
    expect(getOpenView({ hasAdapters: true, isConnected: true, isMobile: false })).toBe('Account')
    expect(getOpenView({ hasAdapters: false, isConnected: true, isMobile: true })).toBe('Account')
  })

  it('otherwise opens Connect', () => {
    expect(getOpenView({ hasAdapters: true, isConnected: false, isMobile: true })).toBe('Connect')
  })
})
