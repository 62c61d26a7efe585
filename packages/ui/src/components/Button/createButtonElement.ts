import { createSpinnerElement } from '../Spinner/createSpinnerElement.ts'
import type { ButtonSize, ButtonVariant } from './Button.tsx'

export interface ButtonElementParameters {
  /** The button's text. */
  label: string
  /** @default 'primary' */
  variant?: ButtonVariant | undefined
  /** @default 'md' */
  size?: ButtonSize | undefined
  /** Shows the spinner and sets `aria-busy`, as `Button` does. */
  loading?: boolean | undefined
  /** More attributes (a `data-testid`, say). */
  attributes?: Readonly<Record<string, string>> | undefined
}

/**
 * The DOM that `Button` renders for a text button, built without React: for a control painted before React
 * renders it (the `appkit-*` elements paint their button so). The caller handles clicks; a loading button should
 * ignore them, as `Button` does.
 *
 * @example container.append(createButtonElement(document, { label: 'Connect Wallet', size: 'sm' }))
 */
export function createButtonElement(
  document: Document,
  { label, variant = 'primary', size = 'md', loading = false, attributes = {} }: ButtonElementParameters,
): HTMLButtonElement {
  const button = document.createElement('button')
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value)
  button.type = 'button'
  button.className = 'apkt-button'
  button.setAttribute('data-variant', variant)
  button.setAttribute('data-size', size)
  if (loading) {
    button.setAttribute('aria-busy', 'true')
    button.setAttribute('aria-disabled', 'true')
    button.setAttribute('data-loading', '')
    button.append(
      createSpinnerElement(document, { size: 'sm', color: 'inherit', className: 'apkt-button-icon' }),
    )
  }
  const text = document.createElement('span')
  text.className = 'apkt-button-label'
  text.textContent = label
  button.append(text)
  return button
}
