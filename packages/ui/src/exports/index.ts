// Public entry of @org/appkit-ui: presentational components (props in, callbacks out), icons, theme tokens
// and URL helpers. It imports no other workspace package.

// --- components
export { AddressAvatar, type AddressAvatarProps } from '../components/AddressAvatar/AddressAvatar.tsx'
export { AlertBar, type AlertBarProps, type AlertBarVariant } from '../components/AlertBar/AlertBar.tsx'
export { AmountInput, type AmountInputProps } from '../components/AmountInput/AmountInput.tsx'
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from '../components/Button/Button.tsx'
export {
  type ButtonElementParameters,
  createButtonElement,
} from '../components/Button/createButtonElement.ts'
export { Checkbox, type CheckboxProps } from '../components/Checkbox/Checkbox.tsx'
export { Chip, type ChipProps, type ChipSize, type ChipVariant } from '../components/Chip/Chip.tsx'
export { EmailInput, type EmailInputProps } from '../components/EmailInput/EmailInput.tsx'
export { Icon, type IconProps, type IconSize } from '../components/Icon/Icon.tsx'
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from '../components/IconButton/IconButton.tsx'
export {
  createIsolatedHostElement,
  type IsolatedHostElementParameters,
} from '../components/IsolatedHost/createIsolatedHostElement.ts'
export { IsolatedHost, type IsolatedHostProps } from '../components/IsolatedHost/IsolatedHost.tsx'
export { Link, type LinkProps } from '../components/Link/Link.tsx'
export { ListItem, type ListItemProps } from '../components/ListItem/ListItem.tsx'
export { NetworkImage, type NetworkImageProps } from '../components/NetworkImage/NetworkImage.tsx'
export { NetworkListItem, type NetworkListItemProps } from '../components/NetworkListItem/NetworkListItem.tsx'
export { OtpInput, type OtpInputProps } from '../components/OtpInput/OtpInput.tsx'
export { QrCode, type QrCodeProps } from '../components/QrCode/QrCode.tsx'
export { SafeImage, type SafeImageProps } from '../components/SafeImage/SafeImage.tsx'
export { SearchInput, type SearchInputProps } from '../components/SearchInput/SearchInput.tsx'
export { ShadowHost, type ShadowHostProps } from '../components/ShadowHost/ShadowHost.tsx'
export {
  Skeleton,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonSize,
} from '../components/Skeleton/Skeleton.tsx'
export { createSpinnerElement } from '../components/Spinner/createSpinnerElement.ts'
export { Spinner, type SpinnerProps, type SpinnerSize } from '../components/Spinner/Spinner.tsx'
export { type TabItem, Tabs, type TabsProps } from '../components/Tabs/Tabs.tsx'
export {
  Text,
  type TextColor,
  type TextElement,
  type TextProps,
  type TextVariant,
  type TextWeight,
} from '../components/Text/Text.tsx'
export { Toast, type ToastProps, type ToastVariant } from '../components/Toast/Toast.tsx'
export { Toggle, type ToggleProps } from '../components/Toggle/Toggle.tsx'
export { TokenImage, type TokenImageProps } from '../components/TokenImage/TokenImage.tsx'
export { TokenListItem, type TokenListItemProps } from '../components/TokenListItem/TokenListItem.tsx'
export { Tooltip, type TooltipProps } from '../components/Tooltip/Tooltip.tsx'
export {
  type TransactionDirection,
  TransactionListItem,
  type TransactionListItemProps,
  type TransactionStatus,
} from '../components/TransactionListItem/TransactionListItem.tsx'
export {
  WalletGrid,
  type WalletGridItem,
  type WalletGridProps,
} from '../components/WalletGrid/WalletGrid.tsx'
export { type ImageSize, WalletImage, type WalletImageProps } from '../components/WalletImage/WalletImage.tsx'
export { WalletListItem, type WalletListItemProps } from '../components/WalletListItem/WalletListItem.tsx'
// --- icons (one module each, so unused icons are dropped by the bundler)
export { AlertCircleIcon } from '../icons/AlertCircleIcon.tsx'
export { ArrowDownLeftIcon } from '../icons/ArrowDownLeftIcon.tsx'
export { ArrowUpRightIcon } from '../icons/ArrowUpRightIcon.tsx'
export { CheckCircleIcon } from '../icons/CheckCircleIcon.tsx'
export { CheckIcon } from '../icons/CheckIcon.tsx'
export { ChevronDownIcon } from '../icons/ChevronDownIcon.tsx'
export { ChevronLeftIcon } from '../icons/ChevronLeftIcon.tsx'
export { ChevronRightIcon } from '../icons/ChevronRightIcon.tsx'
export { ClockIcon } from '../icons/ClockIcon.tsx'
export { CloseIcon } from '../icons/CloseIcon.tsx'
export { CoinIcon } from '../icons/CoinIcon.tsx'
export { CopyIcon } from '../icons/CopyIcon.tsx'
export { ExternalLinkIcon } from '../icons/ExternalLinkIcon.tsx'
export { HelpIcon } from '../icons/HelpIcon.tsx'
export { ImageIcon } from '../icons/ImageIcon.tsx'
export { InfoIcon } from '../icons/InfoIcon.tsx'
export { MailIcon } from '../icons/MailIcon.tsx'
export { MoreIcon } from '../icons/MoreIcon.tsx'
export { NetworkIcon } from '../icons/NetworkIcon.tsx'
export { PlusIcon } from '../icons/PlusIcon.tsx'
export { PowerIcon } from '../icons/PowerIcon.tsx'
export { QrCodeIcon } from '../icons/QrCodeIcon.tsx'
export { SearchIcon } from '../icons/SearchIcon.tsx'
export { SwapIcon } from '../icons/SwapIcon.tsx'
export { WalletIcon } from '../icons/WalletIcon.tsx'
export { WarningIcon } from '../icons/WarningIcon.tsx'
// --- theme
export {
  type CreateThemeTokensParameters,
  createThemeTokens,
  type ThemeMode,
  type ThemeVariables,
} from '../theme/createThemeTokens.ts'
export { getButtonControlStyles } from '../theme/getButtonControlStyles.ts'
export { getControlStyles } from '../theme/getControlStyles.ts'
export { getImageControlStyles } from '../theme/getImageControlStyles.ts'
export { getUiStyles } from '../theme/getUiStyles.ts'
// --- helpers
export { type AddressGradient, createAddressGradient } from '../utils/createAddressGradient.ts'
export { isSafeImageUrl } from '../utils/isSafeImageUrl.ts'
export { normalizeAmount } from '../utils/normalizeAmount.ts'
export { sanitizeUrl, type UrlKind } from '../utils/sanitizeUrl.ts'
