'use client'

import { Chip, ListItem, Skeleton, WalletIcon, WalletListItem } from '@org/appkit-ui'
import { useContext } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import type { Messages } from '../../i18n/Messages.ts'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { WarmUpContext } from '../../modal/WarmUpContext.ts'
import { isInlineUrl } from './isInlineUrl.ts'
import { selectConnectorEntry } from './selectConnectorEntry.ts'
import type { ConnectRow, ConnectRowTag } from './toConnectRow.ts'

export interface WalletSectionProps {
  rows: readonly ConnectRow[]
  /** The registry's first lists are loading: placeholder rows where its wallets will appear. */
  loading: boolean
  showAllWallets: boolean
  /** How many wallets the registry has, once known (the All wallets row's count). */
  walletCount: number
  disabled: boolean
}

function tagLabel(messages: Messages['connect'], tag: ConnectRowTag): string {
  return { recent: messages.tagRecent, installed: messages.tagInstalled, qrCode: messages.tagQrCode }[tag]
}

/** Registry counts read as "190+" (rounded down to tens), as wallet lists usually show them. */
function countLabel(count: number): string | undefined {
  if (count < 10) return count > 0 ? String(count) : undefined
  return `${Math.floor(count / 10) * 10}+`
}

/** The wallet list in the core's order, then the All wallets row. */
export function WalletSection({ rows, loading, showAllWallets, walletCount, disabled }: WalletSectionProps) {
  const core = useCore()
  const { connect: messages } = useMessages()
  // A warm-up render lays the rows out without their remote images: it must not fetch them before the visitor
  // asks. Images inlined as data (announced wallets' icons) reach no network and show at once.
  const warmUp = useContext(WarmUpContext)
  const count = countLabel(walletCount)
  return (
    <div className="apkt-view-section apkt-connect-wallets">
      <ul className="apkt-view-list" aria-label={messages.walletListLabel} aria-busy={loading || undefined}>
        {rows.map((row) => (
          <li key={row.key}>
            <WalletListItem
              name={row.name}
              imageUrl={warmUp && !isInlineUrl(row.imageUrl) ? undefined : row.imageUrl}
              {...(row.tag ? { tag: tagLabel(messages, row.tag) } : {})}
              tagVariant={row.tag === 'installed' ? 'success' : 'default'}
              disabled={disabled}
              onClick={() => selectConnectorEntry(core, row.entry)}
            />
          </li>
        ))}
        {loading
          ? // Under the connectors already listed (WalletConnect, recent, installed) the registry's rows are coming.
            (rows.length === 0 ? [0, 1, 2] : [0, 1]).map((index) => (
              <li key={index} aria-hidden="true">
                <Skeleton shape="row" />
              </li>
            ))
          : null}
        {showAllWallets ? (
          <li>
            <ListItem
              variant="wallet"
              start={
                <span className="apkt-connect-all-wallets-icon" aria-hidden="true">
                  <WalletIcon size="md" />
                </span>
              }
              title={messages.allWallets}
              end={count ? <Chip size="sm" label={count} /> : undefined}
              chevron
              disabled={disabled}
              onClick={() => core.router.push('AllWallets')}
            />
          </li>
        ) : null}
      </ul>
    </div>
  )
}
