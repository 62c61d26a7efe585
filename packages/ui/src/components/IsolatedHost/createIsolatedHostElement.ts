import { createThemeTokens, type ThemeMode, type ThemeVariables } from '../../theme/createThemeTokens.ts'
import { adoptStyles } from './adoptStyles.ts'

export interface IsolatedHostElementParameters {
  /** @default 'system' */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** The stylesheets of what goes inside, after the theme tokens. */
  styles?: readonly string[] | undefined
  nonce?: string | undefined
  className?: string | undefined
}

/**
 * The DOM that `IsolatedHost` renders (the host `div`, its open shadow root with the theme tokens and `styles`,
 * the `.apkt-root` container), built without React: for a control painted before React renders it (the
 * `appkit-*` elements paint their button so). Put what goes inside into `container`; a React root that later
 * renders `IsolatedHost` into the same parent replaces it with the same DOM.
 *
 * @example
 * const { host, container } = createIsolatedHostElement(document, { styles: [getButtonControlStyles()] })
 * container.append(createButtonElement(document, { label: 'Connect Wallet' }))
 */
export function createIsolatedHostElement(
  document: Document,
  { themeMode = 'system', themeVariables, styles = [], nonce, className }: IsolatedHostElementParameters,
): { host: HTMLDivElement; container: HTMLDivElement } {
  const host = document.createElement('div')
  if (className) host.className = className
  host.setAttribute('data-apkt-shadow-host', '')
  const shadowRoot = host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  container.className = 'apkt-root'
  shadowRoot.append(container)
  adoptStyles(shadowRoot, [createThemeTokens({ themeMode, themeVariables }), ...styles], nonce)
  return { host, container }
}
