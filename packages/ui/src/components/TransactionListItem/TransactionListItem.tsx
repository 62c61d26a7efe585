import type { MouseEventHandler, ReactNode } from 'react'
import { AlertCircleIcon } from '../../icons/AlertCircleIcon.tsx'
import { ArrowDownLeftIcon } from '../../icons/ArrowDownLeftIcon.tsx'
import { ArrowUpRightIcon } from '../../icons/ArrowUpRightIcon.tsx'
import { ClockIcon } from '../../icons/ClockIcon.tsx'
import { SwapIcon } from '../../icons/SwapIcon.tsx'
import { ListItem } from '../ListItem/ListItem.tsx'
import { TokenImage } from '../TokenImage/TokenImage.tsx'

export type TransactionDirection = 'in' | 'out' | 'swap' | 'other'
export type TransactionStatus = 'confirmed' | 'pending' | 'failed'

export interface TransactionListItemProps {
  /** What happened, already translated ('Sent', 'Received', 'Swapped', 'Minted'...). */
  title: ReactNode
  /** Amounts and counterparty, formatted by the caller. */
  description?: ReactNode
  direction: TransactionDirection
  /** @default 'confirmed' */
  status?: TransactionStatus
  /** Spoken name of a pending or failed status, already translated; shown as the badge's label. */
  statusLabel?: string
  /** The token's icon or the NFT's preview. */
  imageUrl?: string | undefined
  /** The token's symbol, for the image's fallback letter. */
  symbol?: string
  /** When it happened, formatted by the caller ('2 min', '3 d'...). */
  time?: ReactNode
  onClick?: MouseEventHandler<HTMLButtonElement>
  className?: string
}

const directionIcon = {
  in: <ArrowDownLeftIcon size="xs" />,
  out: <ArrowUpRightIcon size="xs" />,
  swap: <SwapIcon size="xs" />,
  other: null,
} satisfies Record<TransactionDirection, ReactNode>

/**
 * An entry of the activity history: image with a direction badge, title, description, time, and a status
 * badge when pending or failed.
 *
 * @example
 * <TransactionListItem title="Sent" description="0.1 ETH to 0x1234…567890" direction="out" time="2 min" />
 */
export function TransactionListItem({
  title,
  description,
  direction,
  status = 'confirmed',
  statusLabel,
  imageUrl,
  symbol,
  time,
  onClick,
  className,
}: TransactionListItemProps) {
  const start = (
    <span className="apkt-transaction-image" data-direction={direction} data-status={status}>
      <TokenImage src={imageUrl} symbol={symbol} size="md" />
      {directionIcon[direction] ? (
        <span className="apkt-transaction-badge" aria-hidden="true">
          {status === 'failed' ? <AlertCircleIcon size="xs" /> : directionIcon[direction]}
        </span>
      ) : null}
    </span>
  )
  const statusNode =
    status === 'confirmed' ? null : (
      <span className="apkt-transaction-status" data-status={status}>
        {status === 'pending' ? <ClockIcon size="xs" /> : <AlertCircleIcon size="xs" />}
        {statusLabel ? <span>{statusLabel}</span> : null}
      </span>
    )
  return (
    <ListItem
      variant="transaction"
      start={start}
      title={title}
      description={description}
      end={
        time || statusNode ? (
          <>
            {time ? <span className="apkt-transaction-time">{time}</span> : null}
            {statusNode}
          </>
        ) : undefined
      }
      onClick={onClick}
      className={className}
    />
  )
}
