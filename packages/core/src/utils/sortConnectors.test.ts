import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/Connector.ts'
import {
  type ConnectorGroups,
  getConnectorTypeOrder,
  sortConnectors,
  type WalletListItem,
} from './sortConnectors.ts'

const WC: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const METAMASK: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const COINBASE: Connector = {
  id: 'coinbaseWallet',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
  explorerId: 'fd20dc42',
}
const wallet = (id: string, name: string, rdns?: string): WalletListItem => ({
  id,
  name,
  ...(rdns ? { rdns } : {}),
})
const RAINBOW = wallet('1ae92b26', 'Rainbow', 'me.rainbow')
const TRUST = wallet('4622a2b2', 'Trust Wallet')
const CUSTOM = wallet('my-wallet', 'My Wallet')
const LEDGER = wallet('19177a98', 'Ledger Live')

function groups(overrides: Partial<ConnectorGroups> = {}): ConnectorGroups {
  return {
    walletConnect: [WC],
    recent: [RAINBOW],
    injected: [METAMASK],
    featured: [TRUST],
    custom: [CUSTOM],
    external: [COINBASE],
    recommended: [LEDGER],
    ...overrides,
  }
}

const names = (list: ReturnType<typeof sortConnectors>) =>
  list.map((e) => e.wallet?.name ?? e.connectors[0]?.name)

describe('sortConnectors (spec §2 connector list order)', () => {
  it('connector list order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const list = sortConnectors(groups())
    expect(list.map((e) => e.kind)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(names(list)).toEqual([
      'WalletConnect',
      'Rainbow',
      'MetaMask',
      'Trust Wallet',
      'My Wallet',
      'Coinbase Wallet',
      'Ledger Live',
    ])
  })

  it('features.connectorTypeOrder overrides the order; groups it leaves out follow in the default order', () => {
    expect(getConnectorTypeOrder(['recommended', 'injected'])).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ])
    const list = sortConnectors(groups(), [
      'external',
      'custom',
      'featured',
      'injected',
      'recent',
      'walletConnect',
      'recommended',
    ])
    expect(list.map((e) => e.kind)).toEqual([
      'external',
      'custom',
      'featured',
      'injected',
      'recent',
      'walletConnect',
      'recommended',
    ])
  })

  it('a wallet in several groups (same id or rdns) is shown once, at its first place', () => {
    const recentMetaMask = wallet('c57ca95b', 'MetaMask', 'io.metamask')
    const list = sortConnectors(
      groups({ recent: [recentMetaMask], featured: [recentMetaMask, TRUST], recommended: [TRUST, LEDGER] }),
    )
    expect(names(list)).toEqual([
      'WalletConnect',
      'MetaMask',
      'Trust Wallet',
      'My Wallet',
      'Coinbase Wallet',
      'Ledger Live',
    ])
    // The installed connector joins the recent row, so picking it connects through the extension.
    expect(list[1]).toEqual({ kind: 'recent', wallet: recentMetaMask, connectors: [METAMASK] })
  })

  it('a connector and a registry wallet match by explorer id', () => {
    const list = sortConnectors(groups({ recommended: [wallet('fd20dc42', 'Coinbase Wallet')] }))
    expect(list.filter((e) => e.wallet?.id === 'fd20dc42' || e.connectors.includes(COINBASE))).toHaveLength(1)
  })

  it('the same wallet on several namespaces is one row holding each namespace connector', () => {
    const wcSolana: Connector = { ...WC, chain: 'solana' }
    const phantomEvm: Connector = {
      id: 'app.phantom',
      name: 'Phantom',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'app.phantom' },
    }
    const phantomSol: Connector = { ...phantomEvm, chain: 'solana' }
    const list = sortConnectors(
      groups({ walletConnect: [WC, wcSolana, WC], injected: [phantomEvm, phantomSol], recent: [] }),
    )
    expect(list[0]).toEqual({ kind: 'walletConnect', wallet: undefined, connectors: [WC, wcSolana] })
    expect(list[1]).toEqual({ kind: 'injected', wallet: undefined, connectors: [phantomEvm, phantomSol] })
  })

  it('a registry wallet listed after its connector fills in the row it joins', () => {
    const featuredMetaMask = wallet('c57ca95b', 'MetaMask', 'io.metamask')
    const list = sortConnectors(groups({ recent: [], featured: [featuredMetaMask] }))
    expect(list.find((e) => e.kind === 'injected')).toEqual({
      kind: 'injected',
      wallet: featuredMetaMask,
      connectors: [METAMASK],
    })
    expect(list.some((e) => e.kind === 'featured')).toBe(false)
  })
})
