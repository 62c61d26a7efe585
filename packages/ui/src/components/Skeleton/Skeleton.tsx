import { cx } from '../../utils/cx.ts'

export type SkeletonShape = 'line' | 'circle' | 'square' | 'row' | 'tile'
export type SkeletonSize = 'sm' | 'md' | 'lg'

export interface SkeletonProps {
  /** line: a line of text; circle and square: an image; row: a list item; tile: a wallet grid tile. */
  shape?: SkeletonShape
  /** @default 'md' */
  size?: SkeletonSize
  /** Width of a line, relative to its container. @default 'full' */
  width?: 'full' | 'three-quarters' | 'half' | 'third'
  className?: string
}

/**
 * A placeholder in the shape of content that is still loading. It is hidden from assistive technology;
 * announce the loading state elsewhere (for example with a labelled `Spinner` or `aria-busy`). The shimmer
 * stops under `prefers-reduced-motion`.
 *
 * @example
 * <Skeleton shape="row" />
 */
export function Skeleton({ shape = 'line', size = 'md', width = 'full', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('apkt-skeleton', className)}
      data-shape={shape}
      data-size={size}
      data-width={shape === 'line' ? width : undefined}
    />
  )
}
