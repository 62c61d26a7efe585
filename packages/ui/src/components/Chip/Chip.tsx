import type { MouseEventHandler, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { sanitizeUrl } from '../../utils/sanitizeUrl.ts'
import { SafeImage } from '../SafeImage/SafeImage.tsx'

export type ChipVariant = 'default' | 'accent' | 'success' | 'error' | 'warning'
export type ChipSize = 'sm' | 'md'

export interface ChipProps {
  label: ReactNode
  /** @default 'default' */
  variant?: ChipVariant
  /** @default 'md' */
  size?: ChipSize
  /** A small image before the label (a network or wallet logo); unsafe or broken images are left out. */
  imageUrl?: string | undefined
  /** An icon before the label, shown when there is no image. */
  icon?: ReactNode
  /** Makes the chip a link; kept only for `https:` and `ipfs:` URLs. */
  href?: string | undefined
  /** Makes the chip a button (when there is no `href`). */
  onClick?: MouseEventHandler<HTMLButtonElement>
  className?: string
}

/**
 * A compact pill: a status tag, a network badge, a link to an explorer or a small action.
 *
 * @example
 * <Chip label="Installed" variant="success" size="sm" />
 */
export function Chip({
  label,
  variant = 'default',
  size = 'md',
  imageUrl,
  icon,
  href,
  onClick,
  className,
}: ChipProps) {
  const content = (
    <>
      {imageUrl ? (
        <SafeImage src={imageUrl} alt="" className="apkt-chip-image" fallback={icon ?? null} />
      ) : (
        icon
      )}
      <span className="apkt-chip-label">{label}</span>
    </>
  )
  const common = { className: cx('apkt-chip', className), 'data-variant': variant, 'data-size': size }
  if (href !== undefined) {
    const safeHref = sanitizeUrl(href, 'link')
    return (
      <a
        {...common}
        href={safeHref}
        target={safeHref ? '_blank' : undefined}
        rel={safeHref ? 'noopener noreferrer' : undefined}
        data-interactive={safeHref ? '' : undefined}
      >
        {content}
      </a>
    )
  }
  if (onClick) {
    return (
      <button {...common} type="button" onClick={onClick} data-interactive="">
        {content}
      </button>
    )
  }
  return <span {...common}>{content}</span>
}
