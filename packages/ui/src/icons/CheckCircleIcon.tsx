import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A check mark in a circle: success. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </Icon>
  )
}
