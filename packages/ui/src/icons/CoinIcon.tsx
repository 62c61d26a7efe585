import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A coin: the fallback for a missing token image. */
export function CoinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4.5" />
    </Icon>
  )
}
