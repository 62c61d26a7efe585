import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { serializeDom } from '../../test/serializeDom.ts'
import { getButtonControlStyles } from '../../theme/getButtonControlStyles.ts'
import { createIsolatedHostElement } from './createIsolatedHostElement.ts'
import { IsolatedHost } from './IsolatedHost.tsx'

it('builds the host IsolatedHost renders, with the same stylesheets adopted', () => {
  const styles = [getButtonControlStyles()]
  const themeVariables = { '--w3m-accent': '#7b3fe4' }
  const { container } = render(
    <IsolatedHost
      themeMode="dark"
      themeVariables={themeVariables}
      styles={styles}
      className="appkit-button-host"
    />,
  )
  const rendered = container.querySelector<HTMLElement>('[data-apkt-shadow-host]')
  if (!rendered?.shadowRoot) throw new Error('IsolatedHost rendered no host')

  const { host, container: inner } = createIsolatedHostElement(document, {
    themeMode: 'dark',
    themeVariables,
    styles,
    className: 'appkit-button-host',
  })

  expect(serializeDom(host)).toBe(serializeDom(rendered))
  expect(inner.getRootNode()).toBe(host.shadowRoot)
  // The very sheets: each CSS text is parsed once per document and shared.
  const sheets = rendered.shadowRoot.adoptedStyleSheets
  expect(sheets).toHaveLength(2)
  expect(host.shadowRoot?.adoptedStyleSheets.every((sheet, index) => sheet === sheets[index])).toBe(true)
})
