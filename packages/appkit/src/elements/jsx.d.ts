// JSX typings for the `appkit-*` custom elements. Both entry points reference this file, so a dApp that imports
// only `@org/appkit/react` gets them. `React.JSX` is what TypeScript reads with @types/react 19 (which has no
// global JSX) and with 18.2.8+; the global `JSX` is what 18.x before that reads, and 18.x's `React.JSX` extends it.
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

declare global {
  namespace JSX {
    interface IntrinsicElements extends AppKitIntrinsicElements {}
  }
}
