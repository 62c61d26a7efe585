import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A magnifier: search. */
export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  )
}
