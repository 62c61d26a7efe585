import { addressAvatarStyles } from '../components/AddressAvatar/AddressAvatar.styles.ts'
import { alertBarStyles } from '../components/AlertBar/AlertBar.styles.ts'
import { amountInputStyles } from '../components/AmountInput/AmountInput.styles.ts'
import { buttonStyles } from '../components/Button/Button.styles.ts'
import { checkboxStyles } from '../components/Checkbox/Checkbox.styles.ts'
import { chipStyles } from '../components/Chip/Chip.styles.ts'
import { emailInputStyles } from '../components/EmailInput/EmailInput.styles.ts'
import { iconStyles } from '../components/Icon/Icon.styles.ts'
import { iconButtonStyles } from '../components/IconButton/IconButton.styles.ts'
import { linkStyles } from '../components/Link/Link.styles.ts'
import { listItemStyles } from '../components/ListItem/ListItem.styles.ts'
import { networkImageStyles } from '../components/NetworkImage/NetworkImage.styles.ts'
import { networkListItemStyles } from '../components/NetworkListItem/NetworkListItem.styles.ts'
import { otpInputStyles } from '../components/OtpInput/OtpInput.styles.ts'
import { qrCodeStyles } from '../components/QrCode/QrCode.styles.ts'
import { searchInputStyles } from '../components/SearchInput/SearchInput.styles.ts'
import { skeletonStyles } from '../components/Skeleton/Skeleton.styles.ts'
import { spinnerStyles } from '../components/Spinner/Spinner.styles.ts'
import { tabsStyles } from '../components/Tabs/Tabs.styles.ts'
import { textStyles } from '../components/Text/Text.styles.ts'
import { toastStyles } from '../components/Toast/Toast.styles.ts'
import { toggleStyles } from '../components/Toggle/Toggle.styles.ts'
import { tokenImageStyles } from '../components/TokenImage/TokenImage.styles.ts'
import { tokenListItemStyles } from '../components/TokenListItem/TokenListItem.styles.ts'
import { tooltipStyles } from '../components/Tooltip/Tooltip.styles.ts'
import { transactionListItemStyles } from '../components/TransactionListItem/TransactionListItem.styles.ts'
import { walletGridStyles } from '../components/WalletGrid/WalletGrid.styles.ts'
import { walletImageStyles } from '../components/WalletImage/WalletImage.styles.ts'
import { walletListItemStyles } from '../components/WalletListItem/WalletListItem.styles.ts'
import { baseStyles } from './baseStyles.ts'

// Order matters where rules share specificity: shared frames (images, fields, list rows) before the
// components that refine them.
const all = [
  baseStyles,
  textStyles,
  iconStyles,
  spinnerStyles,
  skeletonStyles,
  buttonStyles,
  iconButtonStyles,
  linkStyles,
  chipStyles,
  walletImageStyles,
  networkImageStyles,
  tokenImageStyles,
  addressAvatarStyles,
  listItemStyles,
  walletListItemStyles,
  networkListItemStyles,
  tokenListItemStyles,
  transactionListItemStyles,
  searchInputStyles,
  emailInputStyles,
  amountInputStyles,
  otpInputStyles,
  toggleStyles,
  checkboxStyles,
  tabsStyles,
  tooltipStyles,
  toastStyles,
  alertBarStyles,
  qrCodeStyles,
  walletGridStyles,
]

/**
 * The CSS of every ui component as one string, to adopt as a constructable stylesheet beside
 * `createThemeTokens(...)` (`ShadowHost` does both).
 *
 * @example
 * const sheet = new CSSStyleSheet()
 * sheet.replaceSync(getUiStyles())
 * shadowRoot.adoptedStyleSheets = [themeSheet, sheet]
 */
export function getUiStyles(): string {
  return all.join('\n')
}
