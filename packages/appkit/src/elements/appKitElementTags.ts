/** The custom elements `defineAppKitElements` registers (reference §4.4). */
export const APPKIT_ELEMENT_TAGS = [
  'appkit-button',
  'appkit-connect-button',
  'appkit-account-button',
  'appkit-network-button',
] as const

export type AppKitElementTag = (typeof APPKIT_ELEMENT_TAGS)[number]
