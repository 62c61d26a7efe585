import type { ReactNode, SVGProps } from 'react'
import { cx } from '../../utils/cx.ts'

export type IconSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'inherit'

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** xs 12px, sm 16px, md 20px, lg 24px, xl 40px; `inherit` follows the font size. @default 'md' */
  size?: IconSize
  /** An accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string
}

interface IconBaseProps extends IconProps {
  children: ReactNode
}

/**
 * The frame every icon draws in: a 24-unit stroked SVG in `currentColor`. Icons are one file each (`CloseIcon`,
 * `CopyIcon`, ...) so a bundle only carries the icons it renders.
 *
 * @example
 * <Icon title="Close"><path d="M6 6l12 12M18 6 6 18" /></Icon>
 */
export function Icon({ size = 'md', title, className, children, ...rest }: IconBaseProps) {
  const frame = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
    ...rest,
    className: cx('apkt-icon', className),
    'data-size': size,
  } as const
  if (!title) {
    return (
      <svg {...frame} aria-hidden="true">
        {children}
      </svg>
    )
  }
  return (
    <svg {...frame} role="img" aria-label={title}>
      <title>{title}</title>
      {children}
    </svg>
  )
}
