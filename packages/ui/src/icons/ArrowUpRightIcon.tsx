import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** An arrow up and right: send. */
export function ArrowUpRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 17 17 7M8 7h9v9" />
    </Icon>
  )
}
