import type { ReactNode } from 'react'
import { AlertCircleIcon } from '../../icons/AlertCircleIcon.tsx'
import { CheckCircleIcon } from '../../icons/CheckCircleIcon.tsx'
import { cx } from '../../utils/cx.ts'
import { Spinner } from '../Spinner/Spinner.tsx'

export type ToastVariant = 'success' | 'error' | 'loading'

export interface ToastProps {
  message: ReactNode
  /** @default 'success' */
  variant?: ToastVariant
  /** Keep the toast mounted and toggle `open`, so screen readers hear each new message. @default true */
  open?: boolean
  /** Replaces the variant's icon (the spec's custom toast `svg`). */
  icon?: ReactNode
  className?: string
}

/**
 * The modal's notification pill. Errors are announced assertively (`role="alert"`), the rest politely
 * (`role="status"`); when closed it fades out (instantly under reduced motion), then is hidden from everyone.
 * When and for how long it shows (reopen 150 ms, auto close) is the caller's state.
 *
 * @example
 * <Toast open={toast.open} variant="error" message="Signature declined" />
 */
export function Toast({ message, variant = 'success', open = true, icon, className }: ToastProps) {
  const defaultIcon =
    variant === 'loading' ? (
      <Spinner size="sm" />
    ) : variant === 'error' ? (
      <AlertCircleIcon size="md" />
    ) : (
      <CheckCircleIcon size="md" />
    )
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cx('apkt-toast', className)}
      data-variant={variant}
      data-state={open ? 'open' : 'closed'}
    >
      <span className="apkt-toast-icon" aria-hidden="true">
        {icon ?? defaultIcon}
      </span>
      <span className="apkt-toast-message">{message}</span>
    </div>
  )
}
