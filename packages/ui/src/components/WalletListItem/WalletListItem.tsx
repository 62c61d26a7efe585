import type { MouseEventHandler, ReactNode } from 'react'
import { Chip, type ChipVariant } from '../Chip/Chip.tsx'
import { ListItem } from '../ListItem/ListItem.tsx'
import { WalletImage } from '../WalletImage/WalletImage.tsx'

export interface WalletListItemProps {
  name: string
  imageUrl?: string | undefined
  /** A short tag after the name, already translated ('Installed', 'Recent', 'QR code'...). */
  tag?: string
  /** @default 'default' */
  tagVariant?: ChipVariant
  description?: ReactNode
  onClick?: MouseEventHandler<HTMLButtonElement>
  disabled?: boolean
  /** The wallet is connecting. */
  loading?: boolean
  className?: string
}

/**
 * A wallet in the connect list: logo (with fallback), name, an optional tag.
 *
 * @example
 * <WalletListItem name="MetaMask" imageUrl={url} tag="Installed" tagVariant="success" onClick={connect} />
 */
export function WalletListItem({
  name,
  imageUrl,
  tag,
  tagVariant = 'default',
  description,
  onClick,
  disabled,
  loading,
  className,
}: WalletListItemProps) {
  return (
    <ListItem
      variant="wallet"
      start={<WalletImage src={imageUrl} size="md" />}
      title={name}
      description={description}
      end={tag ? <Chip label={tag} variant={tagVariant} size="sm" /> : undefined}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      className={className}
    />
  )
}
