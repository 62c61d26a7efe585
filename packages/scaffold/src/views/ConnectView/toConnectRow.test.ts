import type { ConnectorListEntry } from '@org/appkit-core/internal'
import { expect, it } from 'vitest'
import { toConnectRow } from './toConnectRow.ts'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

it('shows an announced wallet by its own name and icon, even when the registry knows it by another', () => {
  const entry: ConnectorListEntry = {
    kind: 'injected',
    wallet: {
      id: 'dev-wallet',
      name: 'Dev Wallet',
      imageUrl: 'http://127.0.0.1:8787/getWalletImage/dev',
      rdns: 'org.appkit.devwallet',
    },
    connectors: [
      {
        id: 'org.appkit.devwallet',
        name: 'Dev Wallet (local devnet)',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: ICON,
      },
    ],
  }
  expect(toConnectRow(entry, {})).toMatchObject({
    name: 'Dev Wallet (local devnet)',
    imageUrl: ICON,
    tag: 'installed',
  })
})

it('shows a registry wallet without an installed connector by its registry name and logo', () => {
  const entry: ConnectorListEntry = {
    kind: 'featured',
    wallet: {
      id: 'local-wallet',
      name: 'Local Wallet',
      imageUrl: 'http://127.0.0.1:8787/getWalletImage/local',
    },
    connectors: [],
  }
  expect(toConnectRow(entry, {})).toMatchObject({
    name: 'Local Wallet',
    imageUrl: 'http://127.0.0.1:8787/getWalletImage/local',
    tag: undefined,
  })
})

it("the dApp's connectorImages override every icon of that connector (AppKit's option), announced ones included", () => {
  const entry: ConnectorListEntry = {
    kind: 'injected',
    wallet: { id: 'dev-wallet', name: 'Dev Wallet', imageUrl: 'http://127.0.0.1:8787/getWalletImage/dev' },
    connectors: [
      {
        id: 'org.appkit.devwallet',
        name: 'Dev Wallet (local devnet)',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: ICON,
      },
    ],
  }
  expect(toConnectRow(entry, { 'org.appkit.devwallet': '/brand/dev.svg' }).imageUrl).toBe('/brand/dev.svg')
  expect(toConnectRow(entry, { other: '/brand/other.svg' }).imageUrl).toBe(ICON)
})
