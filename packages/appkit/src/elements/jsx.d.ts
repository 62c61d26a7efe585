// JSX typings for the `appkit-*` custom elements. Both entry points reference this file, so a dApp that imports
// only `@org/appkit/react` gets them. Which JSX namespace TypeScript reads depends on @types/react and the `jsx`
// option: `React.JSX` with @types/react 19 (which has no global JSX) and 18.2.8+, the global `JSX` with 18.x before
// that (18.x's `React.JSX` extends the global one). Both are augmented below.
import type {
  Attributes,
  ClassAttributes,
  Component,
  DetailedHTMLProps,
  HTMLAttributes,
  ReactElement,
  ReactNode,
} from 'react'

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

// Before @types/react 18.2.8 there is no `React.JSX`: augmenting it creates one, which TypeScript then prefers to
// the global JSX with `jsx: preserve` (Next.js) or `react`, and `<main>` fails with TS2339. So the `React.JSX`
// declared here extends every global JSX interface, and is complete where it is created; where it exists (18.2.8+,
// 19) it extends the same types already. The global JSX repeats @types/react 18's own members, so that it merges
// unchanged into 18's and means on 19 (which has none) what `React.JSX` means there.
type GlobalElement = JSX.Element
type GlobalElementClass = JSX.ElementClass
type GlobalElementAttributesProperty = JSX.ElementAttributesProperty
type GlobalElementChildrenAttribute = JSX.ElementChildrenAttribute
type GlobalIntrinsicAttributes = JSX.IntrinsicAttributes
type GlobalIntrinsicClassAttributes<T> = JSX.IntrinsicClassAttributes<T>
type GlobalIntrinsicElements = JSX.IntrinsicElements

declare module 'react' {
  namespace JSX {
    interface Element extends GlobalElement {}
    interface ElementClass extends GlobalElementClass {}
    interface ElementAttributesProperty extends GlobalElementAttributesProperty {}
    interface ElementChildrenAttribute extends GlobalElementChildrenAttribute {}
    interface IntrinsicAttributes extends GlobalIntrinsicAttributes {}
    interface IntrinsicClassAttributes<T> extends GlobalIntrinsicClassAttributes<T> {}
    interface IntrinsicElements extends GlobalIntrinsicElements, AppKitIntrinsicElements {}
  }
}

declare global {
  namespace JSX {
    // biome-ignore lint/suspicious/noExplicitAny: as @types/react declares it
    interface Element extends ReactElement<any, any> {}
    // biome-ignore lint/suspicious/noExplicitAny: as @types/react declares it
    interface ElementClass extends Component<any> {
      render(): ReactNode
    }
    interface ElementAttributesProperty {
      // biome-ignore lint/complexity/noBannedTypes: as @types/react declares it
      props: {}
    }
    interface ElementChildrenAttribute {
      // biome-ignore lint/complexity/noBannedTypes: as @types/react declares it
      children: {}
    }
    interface IntrinsicAttributes extends Attributes {}
    interface IntrinsicClassAttributes<T> extends ClassAttributes<T> {}
    interface IntrinsicElements extends AppKitIntrinsicElements {}
  }
}
