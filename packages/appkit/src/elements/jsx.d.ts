// JSX typings for the `appkit-*` custom elements: an augmentation of `React.JSX` (React 18.3 and 19 types).
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

type AppKitElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  disabled?: boolean
  balance?: 'show' | 'hide'
  charsStart?: number
  charsEnd?: number
  namespace?: 'eip155' | 'solana' | 'polkadot' | 'bip122'
}

interface AppKitIntrinsicElements {
  'appkit-button': AppKitElementAttributes
  'appkit-connect-button': Pick<
    AppKitElementAttributes,
    | keyof DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    | 'size'
    | 'label'
    | 'loadingLabel'
    | 'namespace'
  >
  'appkit-account-button': Pick<
    AppKitElementAttributes,
    | keyof DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    | 'disabled'
    | 'balance'
    | 'charsStart'
    | 'charsEnd'
    | 'namespace'
  >
  'appkit-network-button': Pick<
    AppKitElementAttributes,
    keyof DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> | 'disabled' | 'label'
  >
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitIntrinsicElements {}
  }
}
