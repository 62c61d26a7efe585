import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** An i in a circle: information. */
export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 7.5h.01" />
    </Icon>
  )
}
