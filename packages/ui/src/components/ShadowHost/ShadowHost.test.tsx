import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { Button } from '../Button/Button.tsx'
import { ShadowHost } from './ShadowHost.tsx'

function shadowRootOf(container: HTMLElement): ShadowRoot {
  const root = container.querySelector('[data-apkt-shadow-host]')?.shadowRoot
  if (!root) throw new Error('no shadow root')
  return root
}

it('renders its children inside an open shadow root, not in the page', async () => {
  const onClick = vi.fn()
  const { container } = render(
    <ShadowHost themeMode="dark">
      <Button onClick={onClick}>Connect</Button>
    </ShadowHost>,
  )
  const root = shadowRootOf(container)
  const button = root.querySelector('button') as HTMLButtonElement
  expect(button.textContent).toBe('Connect')
  expect(container.querySelector('button')).toBeNull()
  await userEvent.click(button)
  expect(onClick).toHaveBeenCalledOnce()
})

it('adopts the theme tokens, the ui styles and extra styles as constructable stylesheets', () => {
  const { container, rerender } = render(
    <ShadowHost
      themeMode="dark"
      themeVariables={{ '--w3m-accent': '#7b3fe4' }}
      styles={['.extra { color: red; }']}
    >
      <span>hi</span>
    </ShadowHost>,
  )
  const root = shadowRootOf(container)
  const texts = () =>
    root.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
  expect(root.adoptedStyleSheets).toHaveLength(3)
  expect(texts()[0]).toContain('#7b3fe4')
  expect(texts()[1]).toContain('.apkt-button')
  expect(texts()[2]).toContain('.extra')
  expect(root.querySelector('style')).toBeNull()
  rerender(
    <ShadowHost themeMode="light">
      <span>hi</span>
    </ShadowHost>,
  )
  expect(root.adoptedStyleSheets).toHaveLength(2)
  expect(texts()[0]).not.toContain('#7b3fe4')
})
