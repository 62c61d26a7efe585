import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A right chevron: go to. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  )
}
