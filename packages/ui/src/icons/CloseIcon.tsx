import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A cross: close or dismiss. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  )
}
