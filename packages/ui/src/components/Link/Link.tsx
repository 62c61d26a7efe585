import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { sanitizeUrl } from '../../utils/sanitizeUrl.ts'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Kept only when `https:` or `ipfs:`; any other URL renders the text without a link target. */
  href?: string | undefined
  /** Open in a new tab, without opener or referrer. @default true */
  external?: boolean
  children?: ReactNode
}

/**
 * A text link whose `href` never carries an unsafe URL (`javascript:`, `http:`, relative, ...).
 *
 * @example
 * <Link href={termsConditionsUrl}>Terms of Service</Link>
 */
export function Link({ href, external = true, className, children, ...rest }: LinkProps) {
  const safeHref = sanitizeUrl(href, 'link')
  const targetProps =
    safeHref && external ? { target: '_blank', rel: 'noopener noreferrer' } : { target: undefined }
  return (
    <a
      {...rest}
      {...targetProps}
      href={safeHref}
      className={cx('apkt-link', className)}
      data-disabled={safeHref ? undefined : ''}
    >
      {children}
    </a>
  )
}
