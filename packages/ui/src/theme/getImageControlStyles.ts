import { addressAvatarStyles } from '../components/AddressAvatar/AddressAvatar.styles.ts'
import { networkImageStyles } from '../components/NetworkImage/NetworkImage.styles.ts'
import { walletImageStyles } from '../components/WalletImage/WalletImage.styles.ts'

/**
 * The CSS of the images a control shows beside its button (the network and address images, with the image frame
 * they share): the second half of `getControlStyles`, adopted after `getButtonControlStyles()`.
 *
 * @example <IsolatedHost styles={[getButtonControlStyles(), getImageControlStyles()]}>…</IsolatedHost>
 */
export function getImageControlStyles(): string {
  return [walletImageStyles, networkImageStyles, addressAvatarStyles].join('\n')
}
