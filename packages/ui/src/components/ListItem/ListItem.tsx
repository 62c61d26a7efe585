import type { MouseEventHandler, ReactNode } from 'react'
import { ChevronRightIcon } from '../../icons/ChevronRightIcon.tsx'
import { cx } from '../../utils/cx.ts'
import { Spinner } from '../Spinner/Spinner.tsx'

export interface ListItemProps {
  /** Leading content: an image or avatar. */
  start?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** Trailing content: a tag, an amount, a check mark. */
  end?: ReactNode
  /** Show a trailing chevron (the row leads somewhere). */
  chevron?: boolean
  /** Makes the row a button. Without it the row is static content. */
  onClick?: MouseEventHandler<HTMLButtonElement>
  disabled?: boolean
  /** Shows a spinner at the end and marks the row busy. */
  loading?: boolean
  /** Marks the row as the current choice (`aria-current`). */
  current?: boolean
  /** The list item variant, for styling. @default 'default' */
  variant?: 'default' | 'wallet' | 'network' | 'token' | 'transaction'
  className?: string
}

/**
 * The row every list in the modal is made of; `WalletListItem`, `NetworkListItem`, `TokenListItem` and
 * `TransactionListItem` fill it for their entity.
 *
 * @example
 * <ListItem start={<WalletImage src={url} />} title="MetaMask" chevron onClick={connect} />
 */
export function ListItem({
  start,
  title,
  description,
  end,
  chevron = false,
  onClick,
  disabled = false,
  loading = false,
  current = false,
  variant = 'default',
  className,
}: ListItemProps) {
  const content = (
    <>
      {start ? <span className="apkt-list-item-start">{start}</span> : null}
      <span className="apkt-list-item-body">
        <span className="apkt-list-item-title">{title}</span>
        {description ? <span className="apkt-list-item-description">{description}</span> : null}
      </span>
      {end ? <span className="apkt-list-item-end">{end}</span> : null}
      {loading ? <Spinner size="sm" /> : null}
      {chevron && !loading ? <ChevronRightIcon size="sm" className="apkt-list-item-chevron" /> : null}
    </>
  )
  const common = {
    className: cx('apkt-list-item', className),
    'data-variant': variant,
    'data-current': current ? '' : undefined,
  }
  if (!onClick) {
    return (
      <div {...common} aria-busy={loading || undefined}>
        {content}
      </div>
    )
  }
  return (
    <button
      {...common}
      type="button"
      onClick={loading ? undefined : onClick}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-current={current || undefined}
      data-interactive=""
    >
      {content}
    </button>
  )
}
