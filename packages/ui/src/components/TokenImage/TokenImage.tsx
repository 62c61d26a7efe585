import { cx } from '../../utils/cx.ts'
import { NetworkImage } from '../NetworkImage/NetworkImage.tsx'
import { ImageFallback, SafeImage } from '../SafeImage/SafeImage.tsx'
import type { ImageSize } from '../WalletImage/WalletImage.tsx'

export interface TokenImageProps {
  /** The token's icon; a missing, unsafe or broken URL shows the symbol's first letter instead. */
  src?: string | undefined
  /** The token's symbol, for the fallback letter. */
  symbol?: string
  /** The text alternative; `''` (the default) when the token's name is already shown. */
  alt?: string
  /** A small network logo in the corner, for tokens shown across networks. */
  networkSrc?: string | undefined
  /** xs 16px, sm 24px, md 40px, lg 56px, xl 80px. @default 'md' */
  size?: ImageSize
  className?: string
}

/**
 * A token icon in a circle, optionally badged with its network, with a fallback when the icon is missing or
 * fails to load.
 *
 * @example
 * <TokenImage src={token.iconUrl} symbol={token.symbol} networkSrc={network.imageUrl} />
 */
export function TokenImage({ src, symbol, alt = '', networkSrc, size = 'md', className }: TokenImageProps) {
  const letter = symbol?.trim().charAt(0).toUpperCase() ?? ''
  return (
    <span className={cx('apkt-token-image', className)} data-size={size}>
      <SafeImage
        src={src}
        alt={alt}
        fallback={
          <ImageFallback alt={alt} className="apkt-token-image-letter">
            {letter}
          </ImageFallback>
        }
      />
      {networkSrc !== undefined ? (
        <NetworkImage src={networkSrc} size="xs" className="apkt-token-image-network" />
      ) : null}
    </span>
  )
}
