import { NetworkIcon } from '../../icons/NetworkIcon.tsx'
import { cx } from '../../utils/cx.ts'
import { ImageFallback, SafeImage } from '../SafeImage/SafeImage.tsx'
import type { ImageSize } from '../WalletImage/WalletImage.tsx'

export interface NetworkImageProps {
  /** The network's logo; a missing, unsafe or broken URL shows a globe instead. */
  src?: string | undefined
  /** The text alternative (usually the network's name); `''` (the default) when the name is already shown. */
  alt?: string
  /** xs 16px, sm 24px, md 40px, lg 56px, xl 80px. @default 'md' */
  size?: ImageSize
  className?: string
}

/**
 * A network logo in a circle, with a fallback when the logo is missing or fails to load.
 *
 * @example
 * <NetworkImage src={network.assets?.imageUrl} alt={network.name} size="sm" />
 */
export function NetworkImage({ src, alt = '', size = 'md', className }: NetworkImageProps) {
  return (
    <span className={cx('apkt-network-image', className)} data-size={size}>
      <SafeImage
        src={src}
        alt={alt}
        fallback={
          <ImageFallback alt={alt}>
            <NetworkIcon size="inherit" />
          </ImageFallback>
        }
      />
    </span>
  )
}
