import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { getControlStyles } from '../../theme/getControlStyles.ts'
import { Button } from '../Button/Button.tsx'
import { ShadowHost } from '../ShadowHost/ShadowHost.tsx'
import { IsolatedHost } from './IsolatedHost.tsx'

function shadowRoots(container: HTMLElement): ShadowRoot[] {
  return Array.from(container.querySelectorAll('[data-apkt-shadow-host]'), (host) => {
    if (!host.shadowRoot) throw new Error('no shadow root')
    return host.shadowRoot
  })
}

const texts = (root: ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))

it('adopts the theme tokens and only the styles it is given', () => {
  const { container } = render(
    <IsolatedHost themeMode="dark" styles={[getControlStyles()]}>
      <Button>Connect</Button>
    </IsolatedHost>,
  )
  const [root] = shadowRoots(container)
  if (!root) throw new Error('no host')
  expect(root.querySelector('button')?.textContent).toBe('Connect')
  expect(root.adoptedStyleSheets).toHaveLength(2)
  expect(texts(root)[1]).toContain('.apkt-button')
  expect(texts(root).join('\n')).not.toContain('.apkt-wallet-grid')
})

it('shares the parsed sheets between hosts that show the same CSS', () => {
  const { container } = render(
    <>
      <IsolatedHost themeMode="dark" styles={[getControlStyles()]}>
        <Button>One</Button>
      </IsolatedHost>
      <ShadowHost themeMode="dark">
        <Button>Two</Button>
      </ShadowHost>
    </>,
  )
  const [button, modal] = shadowRoots(container)
  if (!button || !modal) throw new Error('no hosts')
  // The theme tokens are one sheet on the page; the modal's ui styles are a sheet of their own.
  expect(modal.adoptedStyleSheets[0]).toBe(button.adoptedStyleSheets[0])
  expect(modal.adoptedStyleSheets[1]).not.toBe(button.adoptedStyleSheets[1])
})
