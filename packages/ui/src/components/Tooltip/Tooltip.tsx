'use client'

import { cloneElement, type KeyboardEvent, type ReactElement, useId } from 'react'
import { cx } from '../../utils/cx.ts'
import { useControllableState } from '../../utils/useControllableState.ts'

export interface TooltipProps {
  /** The tooltip text; it also becomes the trigger's description (`aria-describedby`). */
  content: string
  /** One focusable element (a button or a link): the trigger. */
  children: ReactElement<{ 'aria-describedby'?: string }>
  /** @default 'top' */
  placement?: 'top' | 'bottom'
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  className?: string
}

/**
 * A short description that appears while its trigger is hovered or focused and hides on Escape.
 *
 * @example
 * <Tooltip content="Copied!"><IconButton label="Copy address" icon={<CopyIcon />} /></Tooltip>
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  open,
  defaultOpen = false,
  onOpenChange,
  className,
}: TooltipProps) {
  const id = useId()
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange)
  const show = () => {
    if (!isOpen) setOpen(true)
  }
  const hide = () => {
    if (isOpen) setOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation()
      setOpen(false)
    }
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens to its trigger's hover, focus and Escape
    <span
      className={cx('apkt-tooltip-anchor', className)}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': isOpen ? id : undefined })}
      {isOpen ? (
        <span role="tooltip" id={id} className="apkt-tooltip" data-placement={placement}>
          {content}
        </span>
      ) : null}
    </span>
  )
}
