import type { MouseEventHandler, ReactNode } from 'react'
import { CheckIcon } from '../../icons/CheckIcon.tsx'
import { ListItem } from '../ListItem/ListItem.tsx'
import { NetworkImage } from '../NetworkImage/NetworkImage.tsx'

export interface NetworkListItemProps {
  name: string
  imageUrl?: string | undefined
  /** The active network: marked with `aria-current` and a check mark. */
  selected?: boolean
  /** For example 'Unsupported' or 'Testnet', already translated. */
  description?: ReactNode
  onClick?: MouseEventHandler<HTMLButtonElement>
  disabled?: boolean
  /** The switch to this network is in progress. */
  loading?: boolean
  className?: string
}

/**
 * A network in the network switcher: logo (with fallback), name, and a check mark on the active one.
 *
 * @example
 * <NetworkListItem name="Ethereum" imageUrl={url} selected={isActive} onClick={switchTo} />
 */
export function NetworkListItem({
  name,
  imageUrl,
  selected = false,
  description,
  onClick,
  disabled,
  loading,
  className,
}: NetworkListItemProps) {
  return (
    <ListItem
      variant="network"
      start={<NetworkImage src={imageUrl} size="md" />}
      title={name}
      description={description}
      end={selected ? <CheckIcon size="md" className="apkt-network-list-item-check" /> : undefined}
      current={selected}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      className={className}
    />
  )
}
