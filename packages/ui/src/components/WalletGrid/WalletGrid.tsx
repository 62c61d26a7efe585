'use client'

import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useRef } from 'react'
import { cx } from '../../utils/cx.ts'
import { Skeleton } from '../Skeleton/Skeleton.tsx'
import { WalletImage } from '../WalletImage/WalletImage.tsx'

export interface WalletGridItem {
  id: string
  name: string
  imageUrl?: string | undefined
  /** A short tag under the name, already translated ('Installed', 'Recent'...). */
  tag?: string | undefined
}

export interface WalletGridProps {
  wallets: readonly WalletGridItem[]
  /** The list's accessible name (for example 'All wallets'). */
  label: string
  onSelect: (wallet: WalletGridItem) => void
  /** @default 4 */
  columns?: number
  /** Height of a row of tiles, in pixels. @default 112 */
  rowHeight?: number
  /** Shows placeholder tiles (the first page is loading). */
  loading?: boolean
  /** How many placeholder tiles. @default 16 */
  loadingCount?: number
  /** Shown when there are no wallets and nothing is loading (for example 'No wallet found'). */
  emptyState?: ReactNode
  /** Called when the last rows come into view, to load the next page. */
  onEndReached?: () => void
  /** The viewport before it is measured, and where nothing has a size (server rendering, tests). */
  initialRect?: { width: number; height: number }
  className?: string
}

/**
 * A scrolling grid of wallets that renders only the rows in view (with `@tanstack/react-virtual`), so
 * thousands of wallets cost a few dozen elements. It is a labelled list whose items keep their position in
 * the whole set (`aria-posinset` / `aria-setsize`). Its height comes from `--apkt-wallet-grid-height`.
 *
 * @example
 * <WalletGrid label="All wallets" wallets={wallets} onSelect={connect} onEndReached={loadMore} />
 */
export function WalletGrid({
  wallets,
  label,
  onSelect,
  columns = 4,
  rowHeight = 112,
  loading = false,
  loadingCount = 16,
  emptyState,
  onEndReached,
  initialRect,
  className,
}: WalletGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const rowCount = Math.ceil(wallets.length / columns)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    initialRect: initialRect ?? { width: 0, height: 0 },
    observeElementRect: (instance, onChange) =>
      observeElementRect(instance, (rect) => onChange(rect.height === 0 && initialRect ? initialRect : rect)),
  })
  const rows = virtualizer.getVirtualItems()
  const lastRow = rows[rows.length - 1]?.index ?? -1

  const endReachedFor = useRef(-1)
  useEffect(() => {
    if (!onEndReached || rowCount === 0 || lastRow < rowCount - 2) return
    // Once per length: a new page changes the length and re-arms it.
    if (endReachedFor.current === wallets.length) return
    endReachedFor.current = wallets.length
    onEndReached()
  }, [lastRow, rowCount, wallets.length, onEndReached])

  if (loading && wallets.length === 0) {
    return (
      <div className={cx('apkt-wallet-grid', className)} data-columns={columns}>
        <ul aria-label={label} aria-busy="true" className="apkt-wallet-grid-placeholders">
          {Array.from({ length: loadingCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} aria-hidden="true">
              <Skeleton shape="tile" />
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (wallets.length === 0) {
    return <div className={cx('apkt-wallet-grid', 'apkt-wallet-grid-empty', className)}>{emptyState}</div>
  }

  // Positions come from the virtualizer and change while scrolling, so they are set through the style
  // property (CSSOM), which a Content-Security-Policy without 'unsafe-inline' allows.
  return (
    <div ref={scrollRef} className={cx('apkt-wallet-grid', className)}>
      <ul
        aria-label={label}
        aria-busy={loading || undefined}
        className="apkt-wallet-grid-list"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.flatMap((row) =>
          Array.from({ length: columns }, (_, column) => {
            const index = row.index * columns + column
            const wallet = wallets[index]
            if (!wallet) return null
            return (
              <li
                key={wallet.id}
                aria-setsize={wallets.length}
                aria-posinset={index + 1}
                className="apkt-wallet-grid-item"
                style={{
                  height: row.size,
                  width: `${100 / columns}%`,
                  transform: `translate(${column * 100}%, ${row.start}px)`,
                }}
              >
                <button type="button" className="apkt-wallet-grid-tile" onClick={() => onSelect(wallet)}>
                  <WalletImage src={wallet.imageUrl} size="lg" />
                  <span className="apkt-wallet-grid-name">{wallet.name}</span>
                  {wallet.tag ? <span className="apkt-wallet-grid-tag">{wallet.tag}</span> : null}
                </button>
              </li>
            )
          }),
        )}
      </ul>
    </div>
  )
}
