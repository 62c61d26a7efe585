import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'

export type IconButtonVariant = 'ghost' | 'secondary' | 'accent'
export type IconButtonSize = 'sm' | 'md' | 'lg'

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name (an icon alone says nothing to a screen reader). Required. */
  label: string
  icon: ReactNode
  /** @default 'ghost' */
  variant?: IconButtonVariant
  /** sm 28px, md 36px, lg 44px. @default 'md' */
  size?: IconButtonSize
}

/**
 * A square button that shows only an icon; `label` is its accessible name and tooltip text.
 *
 * @example
 * <IconButton label="Close" icon={<CloseIcon />} onClick={close} />
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      className={cx('apkt-icon-button', className)}
      data-variant={variant}
      data-size={size}
    >
      {icon}
    </button>
  )
}
