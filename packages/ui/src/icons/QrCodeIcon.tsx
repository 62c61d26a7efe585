import { Icon, type IconProps } from '../components/Icon/Icon.tsx'

/** A QR code: scan with a phone. */
export function QrCodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 21h4v-4" />
    </Icon>
  )
}
