import { truncateAddress } from '@org/appkit-core'
import { AddressAvatar } from '@org/appkit-ui'

export interface ReceiverProfileProps {
  address: string
  name?: string | undefined
  imageUrl?: string | undefined
  /** What the card is, read before it by assistive technology ('Receiver'). */
  label: string
}

/**
 * The receiver once known: avatar (profile image or the address's gradient), name when it has one, and the
 * address shortened to 4 + 6 characters (spec §9) with the whole address as its title.
 */
export function ReceiverProfile({ address, name, imageUrl, label }: ReceiverProfileProps) {
  return (
    <div className="apkt-send-profile">
      <span className="apkt-visually-hidden">{label}: </span>
      <AddressAvatar address={address} imageUrl={imageUrl} size="sm" />
      <span className="apkt-send-profile-text">
        {name ? <span className="apkt-send-profile-name">{name}</span> : null}
        <span className="apkt-send-profile-address" title={address}>
          {truncateAddress(address)}
        </span>
      </span>
    </div>
  )
}
