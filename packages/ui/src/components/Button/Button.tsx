import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Spinner } from '../Spinner/Spinner.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: ButtonVariant
  /** sm 32px, md 40px, lg 48px high. @default 'md' */
  size?: ButtonSize
  /** Shows a spinner, sets `aria-busy` and ignores clicks while staying focusable. */
  loading?: boolean
  fullWidth?: boolean
  iconLeft?: ReactNode
  iconRight?: ReactNode
  children?: ReactNode
}

/**
 * A button in one of the theme's variants and sizes.
 *
 * @example
 * <Button variant="primary" loading={isSending} onClick={send}>Send</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  iconLeft,
  iconRight,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      className={cx('apkt-button', className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? '' : undefined}
      data-loading={loading ? '' : undefined}
    >
      {loading ? (
        <Spinner size="sm" color="inherit" className="apkt-button-icon" />
      ) : iconLeft ? (
        <span className="apkt-button-icon">{iconLeft}</span>
      ) : null}
      <span className="apkt-button-label">{children}</span>
      {iconRight ? <span className="apkt-button-icon">{iconRight}</span> : null}
    </button>
  )
}
