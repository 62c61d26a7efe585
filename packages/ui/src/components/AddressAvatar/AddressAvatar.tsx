import { useId } from 'react'
import { createAddressGradient } from '../../utils/createAddressGradient.ts'
import { cx } from '../../utils/cx.ts'
import { SafeImage } from '../SafeImage/SafeImage.tsx'
import type { ImageSize } from '../WalletImage/WalletImage.tsx'

export interface AddressAvatarProps {
  address: string
  /** A profile image (for example from the account's name record); used when safe and loadable. */
  imageUrl?: string | undefined
  /** The text alternative; `''` (the default) when the address or name is already shown. */
  alt?: string
  /** xs 16px, sm 24px, md 40px, lg 56px, xl 80px. @default 'md' */
  size?: ImageSize
  className?: string
}

/**
 * An account avatar: the profile image when there is one, otherwise a gradient derived from the address
 * (the same address always draws the same gradient). The gradient is SVG, so it needs no inline style.
 *
 * @example
 * <AddressAvatar address={address} imageUrl={profileImage} size="lg" />
 */
export function AddressAvatar({ address, imageUrl, alt = '', size = 'md', className }: AddressAvatarProps) {
  const gradientId = `apkt-avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const { colors, center } = createAddressGradient(address)
  const gradient = (
    <svg viewBox="0 0 40 40" className="apkt-address-avatar-svg" focusable="false" aria-hidden="true">
      <defs>
        <radialGradient id={gradientId} cx={`${center.x}%`} cy={`${center.y}%`} r="90%">
          <stop offset="0%" stopColor={colors[0]} />
          <stop offset="55%" stopColor={colors[1]} />
          <stop offset="100%" stopColor={colors[2]} />
        </radialGradient>
      </defs>
      <circle cx="20" cy="20" r="20" fill={`url(#${gradientId})`} />
    </svg>
  )
  return (
    <span className={cx('apkt-address-avatar', className)} data-size={size}>
      <SafeImage
        src={imageUrl}
        alt={alt}
        fallback={
          alt ? (
            <span role="img" aria-label={alt} className="apkt-address-avatar-gradient">
              {gradient}
            </span>
          ) : (
            gradient
          )
        }
      />
    </span>
  )
}
