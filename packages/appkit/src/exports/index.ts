/// <reference path="../elements/jsx.d.ts" preserve="true" />
// @org/appkit: the framework-free entry. `createAppKit` builds the instance (the modal loads on the first
// `open()`), `defineAppKitElements` the `appkit-*` custom elements; network presets live in `@org/appkit/networks`.

export type { CreateAppKitOptions as AppKitOptions } from '../createAppKit.ts'
export { type CreateAppKitOptions, createAppKit } from '../createAppKit.ts'
export { APPKIT_ELEMENT_TAGS, type AppKitElementTag } from '../elements/appKitElementTags.ts'
export { defineAppKitElements } from '../elements/defineAppKitElements.ts'
export type { AppKitElementProps } from '../elements/readElementProps.ts'
// Every error a dApp can catch (README "Errors").
export * from '../errorClasses.ts'
export { defineNetwork } from '../networks/defineNetwork.ts'
// The types a dApp imports from either entry.
export type * from './publicTypes.ts'
