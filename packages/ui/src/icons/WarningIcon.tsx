import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** An exclamation mark in a triangle: warning. */
export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5 2.5 20h19L12 3.5z" />
      <path d="M12 10v4M12 17h.01" />
    </Icon>
  )
}
