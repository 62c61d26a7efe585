import { DEFAULT_CONNECTOR_TYPE_ORDER } from '../constants/defaults.ts'
import type { Connector } from '../types/Connector.ts'
import type { ConnectorTypeOrderEntry } from '../types/Features.ts'

/** A wallet from the registry, the recent list or `customWallets`, as the Connect view lists it. */
export interface WalletListItem {
  /** The registry (explorer) id, or the custom wallet's id. */
  id: string
  name: string
  imageUrl?: string
  imageId?: string
  rdns?: string
  homepage?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/** The Connect view's lists, one per connector type order entry. */
export type ConnectorGroups = {
  [K in ConnectorTypeOrderEntry]: K extends 'walletConnect' | 'injected' | 'external'
    ? readonly Connector[]
    : readonly WalletListItem[]
}

/** One row of the Connect view's wallet list. */
export interface ConnectorListEntry {
  /** The group the row was listed in first. */
  kind: ConnectorTypeOrderEntry
  /** The registry wallet behind the row; absent for a connector the registry does not describe. */
  wallet: WalletListItem | undefined
  /** The connectors reaching this wallet, one per namespace; empty when it is reached through WalletConnect. */
  connectors: Connector[]
}

const CONNECTOR_KINDS: ReadonlySet<ConnectorTypeOrderEntry> = new Set([
  'walletConnect',
  'injected',
  'external',
])

function connectorKeys(connector: Connector): string[] {
  return [
    `id:${connector.id}`,
    ...(connector.explorerId ? [`id:${connector.explorerId}`] : []),
    ...(connector.info?.rdns ? [`rdns:${connector.info.rdns}`] : []),
  ]
}

function walletKeys(wallet: WalletListItem): string[] {
  return [`id:${wallet.id}`, ...(wallet.rdns ? [`rdns:${wallet.rdns}`] : [])]
}

/**
 * The full order: `order` first (e.g. `features.connectorTypeOrder`), then any entry it left out, in the default
 * order, so a partial override never hides a group.
 */
export function getConnectorTypeOrder(
  order: readonly ConnectorTypeOrderEntry[] = DEFAULT_CONNECTOR_TYPE_ORDER,
): ConnectorTypeOrderEntry[] {
  return [...new Set([...order, ...DEFAULT_CONNECTOR_TYPE_ORDER])]
}

/**
 * Orders the Connect view's groups (spec §2: walletConnect, recent, injected, featured, custom, external,
 * recommended by default) into one list where a wallet appearing in several groups (same id, explorer id or
 * rdns) is shown once, at its first place; its connectors on other namespaces join that row.
 *
 * @example sortConnectors({ walletConnect: [wc], injected: [metamask], recent: [], ... })
 */
export function sortConnectors(
  groups: ConnectorGroups,
  order?: readonly ConnectorTypeOrderEntry[],
): ConnectorListEntry[] {
  const entries: ConnectorListEntry[] = []
  const entryByKey = new Map<string, ConnectorListEntry>()

  function place(kind: ConnectorTypeOrderEntry, keys: string[], add: (entry: ConnectorListEntry) => void) {
    const existing = keys.map((key) => entryByKey.get(key)).find((entry) => entry !== undefined)
    const entry = existing ?? { kind, wallet: undefined, connectors: [] }
    if (!existing) entries.push(entry)
    add(entry)
    for (const key of keys) entryByKey.set(key, entry)
  }

  for (const kind of getConnectorTypeOrder(order)) {
    if (CONNECTOR_KINDS.has(kind)) {
      for (const connector of groups[kind] as readonly Connector[]) {
        place(kind, connectorKeys(connector), (entry) => {
          const known = entry.connectors.some((c) => c.id === connector.id && c.chain === connector.chain)
          if (!known) entry.connectors.push(connector)
        })
      }
    } else {
      for (const wallet of groups[kind] as readonly WalletListItem[]) {
        place(kind, walletKeys(wallet), (entry) => {
          entry.wallet ??= wallet
        })
      }
    }
  }
  return entries
}
