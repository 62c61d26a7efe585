import { addressAvatarStyles } from '../components/AddressAvatar/AddressAvatar.styles.ts'
import { buttonStyles } from '../components/Button/Button.styles.ts'
import { networkImageStyles } from '../components/NetworkImage/NetworkImage.styles.ts'
import { spinnerStyles } from '../components/Spinner/Spinner.styles.ts'
import { walletImageStyles } from '../components/WalletImage/WalletImage.styles.ts'
import { baseStyles } from './baseStyles.ts'

/**
 * The CSS a control placed in the page needs: `Button` with its `Spinner`, and the network and address images
 * (with the image frame they share), in `getUiStyles`'s order. A shadow root that holds only such a control (the
 * AppKit buttons) adopts this instead of every component's styles, so a page that shows only a button neither
 * downloads nor parses the modal's CSS.
 *
 * @example <IsolatedHost styles={[getControlStyles()]}><Button>Connect</Button></IsolatedHost>
 */
export function getControlStyles(): string {
  return [
    baseStyles,
    spinnerStyles,
    buttonStyles,
    walletImageStyles,
    networkImageStyles,
    addressAvatarStyles,
  ].join('\n')
}
