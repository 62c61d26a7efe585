'use client'

import type { CaipNetwork } from '@org/appkit-core'
import { formatMessage, formatRelativeTime, getNetworkName } from '@org/appkit-core/internal'
import { AlertCircleIcon, Button, ClockIcon, Text, TransactionListItem } from '@org/appkit-ui'
import { useId, useRef } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useMessages } from '../../i18n/MessagesContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { ViewStatus } from '../ViewFrame/ViewStatus.tsx'
import { describeTransaction } from './describeTransaction.ts'
import { groupTransactionsByDay, relativeDay } from './groupTransactionsByDay.ts'
import { TabLoading } from './TabLoading.tsx'
import { useScrollEnd } from './useScrollEnd.ts'
import { useTransactionHistory } from './useTransactionHistory.ts'

function formatDay(date: Date, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)
  } catch {
    return date.toDateString()
  }
}

/**
 * The Activity tab: the account's history grouped by day, relative times (spec §9 units), in/out, NFT previews,
 * and the next page by cursor as the visitor scrolls to the end (Load more does the same from the keyboard).
 */
export function ActivityTab({ address, network }: { address: string; network: CaipNetwork }) {
  const core = useCore()
  const messages = useMessages().account
  const { locale } = useStateSnapshot(core.options.state)
  const { state, retry, loadMore } = useTransactionHistory(address, network.caipNetworkId)
  const baseId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  // A failed page waits for Try again instead of being re-requested on every scroll.
  useScrollEnd(listRef, loadMore, state.status === 'success' && Boolean(state.next) && !state.moreFailed)

  if (state.status === 'loading') return <TabLoading label={messages.activityLoading} />
  if (state.status === 'error') {
    return (
      <ViewStatus
        tone="error"
        headingLevel="h4"
        visual={<AlertCircleIcon size="lg" />}
        title={messages.activityErrorTitle}
        description={messages.activityErrorDescription}
        actions={
          <Button variant="secondary" size="sm" onClick={retry}>
            {messages.tryAgain}
          </Button>
        }
      />
    )
  }
  if (state.transactions.length === 0) {
    return (
      <ViewStatus
        headingLevel="h4"
        visual={<ClockIcon size="lg" />}
        title={messages.activityEmptyTitle}
        description={formatMessage(messages.activityEmptyDescription, { network: getNetworkName(network) })}
      />
    )
  }

  const now = Date.now()
  return (
    <div className="apkt-account-activity" ref={listRef}>
      {groupTransactionsByDay(state.transactions).map((day) => {
        const headingId = `${baseId}-${day.key}`
        const relative = relativeDay(day.date)
        return (
          <section key={day.key} aria-labelledby={headingId} className="apkt-view-section">
            <h4 id={headingId} className="apkt-view-heading">
              {relative ? messages[relative] : formatDay(day.date, locale)}
            </h4>
            <ul className="apkt-view-list">
              {day.transactions.map((transaction) => {
                const row = describeTransaction(transaction, messages)
                return (
                  <li key={transaction.id}>
                    <TransactionListItem
                      title={row.title}
                      description={row.description}
                      direction={row.direction}
                      status={row.status}
                      time={formatRelativeTime(transaction.metadata.minedAt, now)}
                      {...(row.statusLabel ? { statusLabel: row.statusLabel } : {})}
                      {...(row.imageUrl ? { imageUrl: row.imageUrl } : {})}
                      {...(row.symbol ? { symbol: row.symbol } : {})}
                    />
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {state.moreFailed ? (
        <Text as="p" variant="small" color="error" align="center" role="alert">
          {messages.activityErrorTitle}
        </Text>
      ) : null}
      {state.next ? (
        <Button variant="secondary" size="sm" fullWidth loading={state.loadingMore} onClick={loadMore}>
          {state.moreFailed ? messages.tryAgain : messages.loadMore}
        </Button>
      ) : null}
    </div>
  )
}
