import type { MouseEventHandler } from 'react'
import { ListItem } from '../ListItem/ListItem.tsx'
import { TokenImage } from '../TokenImage/TokenImage.tsx'

export interface TokenListItemProps {
  name: string
  symbol: string
  imageUrl?: string | undefined
  networkImageUrl?: string | undefined
  /** The balance, formatted by the caller (for example '1.234 ETH'). */
  quantity: string
  /** The fiat value, formatted by the caller (for example '$2,468.00'); omitted when there is no price. */
  value?: string
  /** Makes the row a button (for example in the send token picker). */
  onClick?: MouseEventHandler<HTMLButtonElement>
  disabled?: boolean
  className?: string
}

/**
 * A token balance: icon (with fallback and network badge), name, fiat value and quantity.
 *
 * @example
 * <TokenListItem name="Ether" symbol="ETH" quantity="1.234 ETH" value="$2,468.00" imageUrl={url} />
 */
export function TokenListItem({
  name,
  symbol,
  imageUrl,
  networkImageUrl,
  quantity,
  value,
  onClick,
  disabled,
  className,
}: TokenListItemProps) {
  return (
    <ListItem
      variant="token"
      start={<TokenImage src={imageUrl} symbol={symbol} networkSrc={networkImageUrl} size="md" />}
      title={name}
      description={quantity}
      end={value ? <span className="apkt-token-list-item-value">{value}</span> : undefined}
      onClick={onClick}
      disabled={disabled}
      className={className}
    />
  )
}
