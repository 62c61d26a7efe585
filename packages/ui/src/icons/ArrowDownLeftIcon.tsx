import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** An arrow down and left: receive. */
export function ArrowDownLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M17 7 7 17M16 17H7V8" />
    </Icon>
  )
}
