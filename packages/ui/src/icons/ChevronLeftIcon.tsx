import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A left chevron: back. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15 18-6-6 6-6" />
    </Icon>
  )
}
