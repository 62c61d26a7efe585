'use client'

import { type ReactNode, useState } from 'react'
import { sanitizeUrl } from '../../utils/sanitizeUrl.ts'

export interface SafeImageProps {
  /** Used only when `https:`, `data:image/*`, `blob:` or `ipfs:`; anything else shows `fallback`. */
  src?: string | undefined
  /** The image's text alternative; `''` marks it decorative. */
  alt: string
  /** What to show when `src` is missing, unsafe or fails to load. */
  fallback: ReactNode
  className?: string
}

/**
 * An `<img>` that only ever receives a safe URL and swaps to `fallback` when the URL is missing, unsafe or
 * fails to load. The image and fallback components (`WalletImage`, `NetworkImage`, ...) build on it.
 *
 * @example
 * <SafeImage src={wallet.imageUrl} alt="" fallback={<WalletIcon />} />
 */
/**
 * The standard fallback of the image components: a named image when `alt` is set, decorative otherwise.
 *
 * @example
 * <SafeImage src={src} alt={alt} fallback={<ImageFallback alt={alt}><WalletIcon size="inherit" /></ImageFallback>} />
 */
export function ImageFallback({
  alt,
  className,
  children,
}: {
  alt: string
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={className ? `apkt-image-fallback ${className}` : 'apkt-image-fallback'}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {children}
    </span>
  )
}

export function SafeImage({ src, alt, fallback, className }: SafeImageProps) {
  const safeSrc = sanitizeUrl(src, 'image')
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  if (!safeSrc || failedSrc === safeSrc) return <>{fallback}</>
  return (
    <img
      src={safeSrc}
      alt={alt}
      className={className}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(safeSrc)}
    />
  )
}
