import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A check mark: done or selected. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  )
}
