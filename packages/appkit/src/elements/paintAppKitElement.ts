import { createButtonElement, createIsolatedHostElement, getButtonControlStyles } from '@org/appkit-ui'
import { getDefaultAppKit } from '../defaultAppKit.ts'
import { getAppKitInternals } from '../getAppKitInternals.ts'
import { connectButtonLabel } from '../react/components/connectButtonLabel.ts'
import type { AppKitElementTag } from './appKitElementTags.ts'
import type { AppKitElementProps } from './readElementProps.ts'

/** The button an element painted, until React renders the element and replaces it. */
export interface PaintedButton {
  /** The host `div` the painting appended to the element. */
  readonly host: HTMLElement
  readonly button: HTMLButtonElement
}

/**
 * Paints the connect button of an `appkit-button` or `appkit-connect-button` element without React: the DOM that
 * React renders for it (`ButtonShadowHost` around `Button`), themed and labelled from the default instance's
 * button state (`getButtonState`), with a click that opens the modal. So the button shows in the task the element
 * is connected in, before the page's React renders anything in it; React renders the element after the first
 * paint and replaces this with the same DOM. `appkit-button` paints its loading label while a wallet is connected,
 * as it does while the account button loads. Paints nothing (undefined) for the account and network buttons, or
 * with no instance.
 *
 * @example const painted = paintAppKitElement(element, 'appkit-button', readElementProps(element))
 */
export function paintAppKitElement(
  element: HTMLElement,
  tag: AppKitElementTag,
  props: AppKitElementProps,
): PaintedButton | undefined {
  if (tag !== 'appkit-button' && tag !== 'appkit-connect-button') return undefined
  const appKit = getDefaultAppKit()
  if (!appKit) return undefined
  const { namespace } = props
  // Read without making the instance's state: it is made once the page has painted.
  const {
    themeMode,
    themeVariables,
    connected,
    loading: connecting,
  } = getAppKitInternals(appKit).getButtonState(namespace)
  const loading = (tag === 'appkit-button' && connected) || connecting
  const { host, container } = createIsolatedHostElement(element.ownerDocument, {
    themeMode,
    themeVariables,
    styles: [getButtonControlStyles()],
    className: 'appkit-button-host',
  })
  const button = createButtonElement(element.ownerDocument, {
    label: connectButtonLabel(props, loading),
    size: props.size ?? 'md',
    loading,
    attributes: { 'data-testid': 'appkit-connect-button' },
  })
  if (!loading) button.addEventListener('click', () => void appKit.open(namespace ? { namespace } : {}))
  container.append(button)
  element.append(host)
  return { host, button }
}
