import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** Three dots: more. */
export function MoreIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h.01M12 12h.01M19 12h.01" />
    </Icon>
  )
}
