import { expect, it } from 'vitest'
import { getAllowedWalletSchemes } from './getAllowedWalletSchemes.ts'
import { getWalletLink, getWalletPlatforms, toWalletConnectLink } from './getWalletLinks.ts'
import { WALLET_APP_SCHEMES } from './WALLET_APP_SCHEMES.ts'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc'
const encoded = encodeURIComponent(uri)

it('builds native deep links from a scheme, with or without the slashes', () => {
  expect(toWalletConnectLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
  expect(toWalletConnectLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  expect(toWalletConnectLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  expect(toWalletConnectLink('trust://open/', uri)).toBe(`trust://open/wc?uri=${encoded}`)
})

it('builds universal links under the https link', () => {
  expect(toWalletConnectLink('https://link.example.com/', uri)).toBe(
    `https://link.example.com/wc?uri=${encoded}`,
  )
  expect(toWalletConnectLink('https://app.example.com/connect', uri)).toBe(
    `https://app.example.com/connect/wc?uri=${encoded}`,
  )
})

it('builds universal links under a plain http link on a loopback host (a self-hosted wallet app)', () => {
  expect(toWalletConnectLink('http://127.0.0.1:5174/', uri)).toBe(`http://127.0.0.1:5174/wc?uri=${encoded}`)
  expect(toWalletConnectLink('http://localhost:5174', uri)).toBe(`http://localhost:5174/wc?uri=${encoded}`)
})

it('refuses links that could run script, read files or go over plain http', () => {
  for (const link of [
    'javascript:alert(1)//',
    'JavaScript://x',
    'data:text/html,hi',
    'file:///etc',
    'http://x.example',
    ' ',
  ]) {
    expect(toWalletConnectLink(link, uri)).toBeUndefined()
  }
})

it('orders platforms for phones and computers; the QR code is always there', () => {
  const wallet = {
    id: 'w',
    name: 'W',
    mobileLink: 'w://',
    desktopLink: 'w-desktop://',
    webappLink: 'https://w.example',
  }
  const allowed = new Set(['w', 'w-desktop'])
  expect(getWalletPlatforms(wallet, false, allowed)).toEqual(['qr', 'desktop', 'web'])
  expect(getWalletPlatforms(wallet, true, allowed)).toEqual(['mobile', 'web', 'qr'])
  expect(getWalletPlatforms(undefined, false)).toEqual(['qr'])
  expect(getWalletLink(wallet, 'web', uri)?.href).toBe(`https://w.example/wc?uri=${encoded}`)
  expect(getWalletLink({ id: 'x', name: 'X' }, 'mobile', uri)).toBeUndefined()
})

it('S1: refuses native schemes outside the allow-list, such as ms-msdt: and search-ms: from a registry', () => {
  for (const link of [
    'ms-msdt:/id PCWDiagnostic /skip force',
    'ms-msdt://x',
    'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
    'search-ms://x',
    'intent://scan/#Intent;scheme=zxing;end',
    'shell:startup',
    'ms-settings:',
    'unknownwallet://',
    'metamask:wc', // a known scheme, but not as an app link (scheme://)
  ]) {
    expect(toWalletConnectLink(link, uri), link).toBeUndefined()
  }
  // A registry wallet offering such a link gets no button for it: the platform is left out.
  const hostile = { id: 'h', name: 'H', mobileLink: 'ms-msdt:/id x', desktopLink: 'search-ms:q=x' }
  expect(getWalletPlatforms(hostile, true)).toEqual(['qr'])
  expect(getWalletPlatforms(hostile, false)).toEqual(['qr'])
  expect(getWalletLink(hostile, 'mobile', uri)).toBeUndefined()
})

it('takes the native schemes of the allow-list and of the dApp own custom wallets', () => {
  expect(toWalletConnectLink('MetaMask://', uri)).toBe(`MetaMask://wc?uri=${encoded}`)
  expect(toWalletConnectLink('xwallet://', uri)).toBeUndefined()
  const allowed = getAllowedWalletSchemes([
    {
      id: 'x',
      name: 'X',
      mobile_link: 'xwallet://',
      desktop_link: 'xdesk',
      webapp_link: 'https://x.example',
    },
  ])
  expect(toWalletConnectLink('xwallet://', uri, allowed)).toBe(`xwallet://wc?uri=${encoded}`)
  expect(toWalletConnectLink('xdesk', uri, allowed)).toBe(`xdesk://wc?uri=${encoded}`)
  expect(allowed.has('https')).toBe(false)
  expect(allowed.has('metamask')).toBe(true)
  expect(getAllowedWalletSchemes([])).toBe(WALLET_APP_SCHEMES)
})
