import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A down chevron: expand. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  )
}
