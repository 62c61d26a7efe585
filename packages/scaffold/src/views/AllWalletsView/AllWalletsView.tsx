'use client'

import { formatMessage, type Wallet } from '@org/appkit-core/internal'
import { Button, SearchInput, WalletGrid, type WalletGridItem } from '@org/appkit-ui'
import { useEffect, useMemo, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { usePrefetchWallets } from '../ConnectView/usePrefetchWallets.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { selectRegistryWallet } from './selectRegistryWallet.ts'
import { toRegistryWallet } from './toRegistryWallet.ts'
import { useDebouncedValue } from './useDebouncedValue.ts'

/** Typing pauses this long before the registry is searched. */
export const SEARCH_DEBOUNCE_MS = 300

// Before it is measured (and where nothing has a size, such as tests) the grid assumes the modal's body.
const GRID_RECT = { width: 328, height: 380 }
// A tile: logo, a name on up to two lines, a tag.
const GRID_ROW_HEIGHT = 128

function dedupe(wallets: readonly Wallet[]): Wallet[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
}

/**
 * Every wallet of the registry in a virtualised grid: featured and recommended first, then page after page as
 * the visitor scrolls; a debounced search; placeholders while loading; empty and error states with Try again.
 * Choosing a wallet connects it (its extension if installed, else WalletConnect).
 */
export function AllWalletsView() {
  const core = useCore()
  const { connect: messages, common } = useMessages()
  const api = useStateSnapshot(core.api.state)
  const { connectors } = useStateSnapshot(core.connector.state)
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  const searching = search !== ''
  usePrefetchWallets(core)

  useEffect(() => {
    if (core.api.state.page === 0 && core.api.state.status.wallets !== 'loading')
      void core.api.fetchWallets(1)
  }, [core])
  useEffect(() => {
    void core.api.searchWallets(search)
  }, [core, search])

  // The snapshot's lists say when to recompute; the core's own (mutable-typed) lists are what is passed on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot lists stand for the core's lists
  const wallets = useMemo(() => {
    const { search: found, featured, recommended, wallets: pages } = core.api.state
    return searching ? dedupe(found) : dedupe([...featured, ...recommended, ...pages])
  }, [core, searching, api.search, api.featured, api.recommended, api.wallets])
  const installed = useMemo(() => {
    const keys = new Set<string>()
    for (const connector of connectors) {
      if (connector.type !== 'ANNOUNCED' && !connector.installed) continue
      if (connector.explorerId) keys.add(`id:${connector.explorerId}`)
      if (connector.info?.rdns) keys.add(`rdns:${connector.info.rdns}`)
    }
    return keys
  }, [connectors])
  const items: WalletGridItem[] = wallets.map((wallet) => ({
    id: wallet.id,
    name: wallet.name,
    imageUrl: toRegistryWallet(core, wallet).imageUrl,
    tag:
      installed.has(`id:${wallet.id}`) || (wallet.rdns && installed.has(`rdns:${wallet.rdns}`))
        ? messages.tagInstalled
        : undefined,
  }))

  const list = searching ? 'search' : 'wallets'
  const status = api.status[list]
  const failed = status === 'error' && api.error?.list === list
  const retry = () => {
    if (searching) void core.api.searchWallets(search)
    else if (core.api.state.page === 0) void core.api.fetchWallets(1)
    else void core.api.fetchNextWallets()
  }
  const select = (item: WalletGridItem) => {
    const wallet = wallets.find((candidate) => candidate.id === item.id)
    if (wallet) selectRegistryWallet(core, toRegistryWallet(core, wallet))
  }

  return (
    <ViewFrame className="apkt-all-wallets-view" busy={status === 'loading'}>
      <SearchInput
        label={messages.searchWalletsLabel}
        placeholder={messages.searchWalletsPlaceholder}
        clearLabel={messages.clearSearch}
        value={query}
        onValueChange={setQuery}
        data-apkt-autofocus=""
      />
      <p className="apkt-visually-hidden" role="status">
        {searching && status === 'success'
          ? formatMessage(messages.searchResultCount, { count: items.length })
          : ''}
      </p>
      {failed && items.length === 0 ? (
        <ViewStatus
          tone="error"
          title={messages.walletsErrorTitle}
          description={messages.walletsErrorDescription}
          actions={
            <Button variant="secondary" onClick={retry}>
              {common.tryAgain}
            </Button>
          }
        />
      ) : (
        <WalletGrid
          wallets={items}
          label={searching ? messages.searchResultsLabel : messages.allWalletsLabel}
          loading={status === 'loading' || (!searching && api.page === 0 && !failed)}
          initialRect={GRID_RECT}
          rowHeight={GRID_ROW_HEIGHT}
          onSelect={select}
          {...(searching ? {} : { onEndReached: () => void core.api.fetchNextWallets() })}
          emptyState={
            <ViewStatus
              headingLevel="h4"
              title={searching ? messages.noWalletFoundTitle : messages.noWalletsTitle}
              description={
                searching
                  ? formatMessage(messages.noWalletFoundDescription, { query: search })
                  : messages.noWalletsDescription
              }
            />
          }
        />
      )}
      {failed && items.length > 0 ? (
        <div className="apkt-all-wallets-more-error" role="alert">
          <span>{messages.moreWalletsError}</span>
          <Button variant="ghost" size="sm" onClick={retry}>
            {common.tryAgain}
          </Button>
        </div>
      ) : null}
    </ViewFrame>
  )
}
