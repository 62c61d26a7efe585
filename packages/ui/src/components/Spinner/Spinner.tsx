import { cx } from '../../utils/cx.ts'

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl'

export interface SpinnerProps {
  /** sm 16px, md 24px, lg 40px, xl 64px. @default 'md' */
  size?: SpinnerSize
  /**
   * What is loading, for assistive technology. Without it the spinner is decorative (for example inside a
   * button that already says `aria-busy`).
   */
  label?: string
  /** @default 'accent' */
  color?: 'accent' | 'inherit' | 'secondary'
  className?: string
}

/**
 * An indeterminate progress indicator. It slows down under `prefers-reduced-motion`.
 *
 * @example
 * <Spinner label="Loading wallets" />
 */
export function Spinner({ size = 'md', label, color = 'accent', className }: SpinnerProps) {
  const svg = (
    <svg viewBox="0 0 24 24" className="apkt-spinner-svg" aria-hidden="true" focusable="false">
      <circle className="apkt-spinner-track" cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" />
      <circle className="apkt-spinner-arc" cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" />
    </svg>
  )
  if (!label) {
    return (
      <span className={cx('apkt-spinner', className)} data-size={size} data-color={color} aria-hidden="true">
        {svg}
      </span>
    )
  }
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={cx('apkt-spinner', className)}
      data-size={size}
      data-color={color}
    >
      {svg}
    </span>
  )
}
