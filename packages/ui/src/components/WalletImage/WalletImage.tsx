import { WalletIcon } from '../../icons/WalletIcon.tsx'
import { cx } from '../../utils/cx.ts'
import { ImageFallback, SafeImage } from '../SafeImage/SafeImage.tsx'

export type ImageSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

export interface WalletImageProps {
  /** The wallet's logo; a missing, unsafe or broken URL shows a wallet icon instead. */
  src?: string | undefined
  /** The text alternative (usually the wallet's name); `''` (the default) when the name is already shown. */
  alt?: string
  /** xs 16px, sm 24px, md 40px, lg 56px, xl 80px. @default 'md' */
  size?: ImageSize
  className?: string
}

/**
 * A wallet logo in a rounded square, with a fallback when the logo is missing or fails to load.
 *
 * @example
 * <WalletImage src={wallet.imageUrl} alt={wallet.name} size="lg" />
 */
export function WalletImage({ src, alt = '', size = 'md', className }: WalletImageProps) {
  return (
    <span className={cx('apkt-wallet-image', className)} data-size={size}>
      <SafeImage
        src={src}
        alt={alt}
        fallback={
          <ImageFallback alt={alt}>
            <WalletIcon size="inherit" />
          </ImageFallback>
        }
      />
    </span>
  )
}
