import type { ReactNode } from 'react'
import { AlertCircleIcon } from '../../icons/AlertCircleIcon.tsx'
import { CheckCircleIcon } from '../../icons/CheckCircleIcon.tsx'
import { CloseIcon } from '../../icons/CloseIcon.tsx'
import { InfoIcon } from '../../icons/InfoIcon.tsx'
import { WarningIcon } from '../../icons/WarningIcon.tsx'
import { cx } from '../../utils/cx.ts'

export type AlertBarVariant = 'info' | 'success' | 'warning' | 'error'

export interface AlertBarProps {
  message: ReactNode
  /** @default 'info' */
  variant?: AlertBarVariant
  /** Called by the close button, which renders when `closeLabel` is given too. */
  onClose?: () => void
  /** The close button's accessible name, already translated. */
  closeLabel?: string
  className?: string
}

const icons = {
  info: <InfoIcon size="md" />,
  success: <CheckCircleIcon size="md" />,
  warning: <WarningIcon size="md" />,
  error: <AlertCircleIcon size="md" />,
} satisfies Record<AlertBarVariant, ReactNode>

/**
 * A full-width message at the top of the modal ('Invalid App Configuration', 'Session Expired', ...).
 * Errors and warnings are announced assertively (`role="alert"`), the rest politely (`role="status"`).
 *
 * @example
 * <AlertBar variant="error" message="Project ID Not Configured" closeLabel="Dismiss" onClose={dismiss} />
 */
export function AlertBar({ message, variant = 'info', onClose, closeLabel, className }: AlertBarProps) {
  return (
    <div
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      className={cx('apkt-alert-bar', className)}
      data-variant={variant}
    >
      <span className="apkt-alert-bar-icon" aria-hidden="true">
        {icons[variant]}
      </span>
      <span className="apkt-alert-bar-message">{message}</span>
      {onClose && closeLabel ? (
        <button type="button" className="apkt-alert-bar-close" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon size="sm" />
        </button>
      ) : null}
    </div>
  )
}
