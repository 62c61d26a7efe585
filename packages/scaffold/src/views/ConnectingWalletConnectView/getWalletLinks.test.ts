import { expect, it } from 'vitest'
import { getWalletLink, getWalletPlatforms, toWalletConnectLink } from './getWalletLinks.ts'

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
  expect(getWalletPlatforms(wallet, false)).toEqual(['qr', 'desktop', 'web'])
  expect(getWalletPlatforms(wallet, true)).toEqual(['mobile', 'web', 'qr'])
  expect(getWalletPlatforms(undefined, false)).toEqual(['qr'])
  expect(getWalletLink(wallet, 'web', uri)?.href).toBe(`https://w.example/wc?uri=${encoded}`)
  expect(getWalletLink({ id: 'x', name: 'X' }, 'mobile', uri)).toBeUndefined()
})
