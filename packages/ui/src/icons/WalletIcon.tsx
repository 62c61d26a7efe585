import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A wallet: the fallback for a missing wallet image. */
export function WalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6V5a2 2 0 0 1 2-2h9" />
      <rect x="3" y="6" width="18" height="14" rx="3" />
      <path d="M16 13h2" />
    </Icon>
  )
}
