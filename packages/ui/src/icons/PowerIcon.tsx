import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A power symbol: disconnect. */
export function PowerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v8M6.3 6.3a8 8 0 1 0 11.4 0" />
    </Icon>
  )
}
