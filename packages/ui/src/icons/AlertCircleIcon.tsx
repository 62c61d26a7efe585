import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** An exclamation mark in a circle: error. */
export function AlertCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5V13M12 16.5h.01" />
    </Icon>
  )
}
