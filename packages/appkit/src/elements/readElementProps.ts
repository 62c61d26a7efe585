import { type ChainNamespace, isChainNamespace } from '@org/appkit-core'

/** The props every `appkit-*` element reads from its attributes (reference §4.4). */
export interface AppKitElementProps {
  size?: 'md' | 'sm'
  label?: string
  loadingLabel?: string
  disabled?: boolean
  balance?: 'show' | 'hide'
  charsStart?: number
  charsEnd?: number
  namespace?: ChainNamespace
}

export type AppKitElementProp = keyof AppKitElementProps

/** Property name to attribute name: HTML lowercases attribute names, so `loadingLabel` is `loadinglabel`. */
export const ELEMENT_ATTRIBUTES: Readonly<Record<AppKitElementProp, string>> = {
  size: 'size',
  label: 'label',
  loadingLabel: 'loadinglabel',
  disabled: 'disabled',
  balance: 'balance',
  charsStart: 'charsstart',
  charsEnd: 'charsend',
  namespace: 'namespace',
}

function readCount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const count = Number(value)
  return Number.isInteger(count) && count >= 0 ? count : undefined
}

/**
 * The props an element's attributes describe; invalid values are left out so the component's defaults apply.
 * `disabled` is a boolean attribute (present means true) that also accepts `disabled="false"`.
 *
 * @example readElementProps(document.querySelector('appkit-button')!)
 */
export function readElementProps(element: Pick<Element, 'getAttribute'>): AppKitElementProps {
  const read = (prop: AppKitElementProp) => element.getAttribute(ELEMENT_ATTRIBUTES[prop])
  const props: AppKitElementProps = {}
  const size = read('size')
  if (size === 'md' || size === 'sm') props.size = size
  const label = read('label')
  if (label !== null) props.label = label
  const loadingLabel = read('loadingLabel')
  if (loadingLabel !== null) props.loadingLabel = loadingLabel
  const disabled = read('disabled')
  if (disabled !== null) props.disabled = disabled !== 'false'
  const balance = read('balance')
  if (balance === 'show' || balance === 'hide') props.balance = balance
  const charsStart = readCount(read('charsStart'))
  if (charsStart !== undefined) props.charsStart = charsStart
  const charsEnd = readCount(read('charsEnd'))
  if (charsEnd !== undefined) props.charsEnd = charsEnd
  const namespace = read('namespace')
  if (isChainNamespace(namespace)) props.namespace = namespace
  return props
}
