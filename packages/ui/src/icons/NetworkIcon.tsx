import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A globe: the fallback for a missing network image. */
export function NetworkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
    </Icon>
  )
}
