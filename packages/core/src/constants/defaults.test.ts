import { describe, expect, it } from 'vitest'
import * as defaults from './defaults.ts'

describe('defaults (spec §1, §3, §5, §8, §9)', () => {
  it('default features: swaps, onramp, receive, send, email, history, analytics, allWallets on; legal checkbox, smart sessions, collapse wallets off', () => {
    expect(defaults.DEFAULT_FEATURES).toMatchObject({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
    })
  })

  it('socials google, x, discord, farcaster, github, apple, facebook; elsewhere google, github, apple, facebook, x, discord', () => {
    expect(defaults.DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(defaults.SOCIALS_ELSEWHERE_ORDER).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
  })

  it('wallet feature order: onramp, swaps, receive, send', () => {
    expect(defaults.DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('account types: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(defaults.DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  it('swap networks: eip155 ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554', () => {
    expect(defaults.SWAP_NETWORK_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
  })

  it('on-ramp defaults: card 10-7500, bank account 10-25000, USD and EUR; provider fee range 1-2 %', () => {
    expect(defaults.ONRAMP_DEFAULT_LIMITS).toEqual({
      card: { min: 10, max: 7500 },
      bankAccount: { min: 10, max: 25_000 },
    })
    expect(defaults.ONRAMP_DEFAULT_PAYMENT_CURRENCIES).toEqual(['USD', 'EUR'])
    expect(defaults.ONRAMP_PROVIDER_FEE_RANGE).toEqual({ min: 1, max: 2 })
  })

  it('default log level error; balance currency usd; unknown network name', () => {
    expect(defaults.DEFAULT_LOG_LEVEL).toBe('error')
    expect(defaults.API_CURRENCY).toBe('usd')
    expect(defaults.UNKNOWN_NETWORK_NAME).toBe('Unknown Network')
  })

  it('embedded wallet on eip155 and solana; balance and activity on eip155 and solana; names only eip155', () => {
    expect(defaults.EMBEDDED_WALLET_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(defaults.BALANCE_AND_ACTIVITY_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(defaults.NAMES_NAMESPACES).toEqual(['eip155'])
  })
})
