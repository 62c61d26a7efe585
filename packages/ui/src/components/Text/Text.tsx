import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'

export type TextVariant = 'title' | 'large' | 'paragraph' | 'small' | 'tiny' | 'micro'
export type TextColor = 'primary' | 'secondary' | 'accent' | 'success' | 'error' | 'warning' | 'inherit'
export type TextWeight = 'regular' | 'medium' | 'semibold'
export type TextElement = 'span' | 'p' | 'div' | 'label' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render. @default 'span' */
  as?: TextElement
  /** @default 'paragraph' */
  variant?: TextVariant
  /** @default 'primary' */
  color?: TextColor
  /** @default 'regular' */
  weight?: TextWeight
  align?: 'start' | 'center' | 'end'
  /** Cut one line with an ellipsis instead of wrapping. */
  truncate?: boolean
  htmlFor?: string
  children?: ReactNode
}

/**
 * Text in the theme's type scale (sizes follow `--w3m-font-size-master`).
 *
 * @example
 * <Text as="h2" variant="large" weight="semibold">Connect wallet</Text>
 */
export function Text({
  as: Element = 'span',
  variant = 'paragraph',
  color = 'primary',
  weight = 'regular',
  align,
  truncate = false,
  className,
  children,
  ...rest
}: TextProps) {
  return (
    <Element
      {...rest}
      className={cx('apkt-text', className)}
      data-variant={variant}
      data-color={color}
      data-weight={weight}
      data-align={align}
      data-truncate={truncate ? '' : undefined}
    >
      {children}
    </Element>
  )
}
