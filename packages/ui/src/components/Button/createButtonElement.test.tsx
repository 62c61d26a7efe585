import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { serializeDom } from '../../test/serializeDom.ts'
import { Button, type ButtonSize } from './Button.tsx'
import { createButtonElement } from './createButtonElement.ts'

// The hand-built button must be the DOM `Button` renders, or a page would change under the visitor when React
// takes over from the painted one.
const cases: { label: string; size: ButtonSize; loading: boolean }[] = [
  { label: 'Connect Wallet', size: 'md', loading: false },
  { label: 'Connecting...', size: 'sm', loading: true },
  { label: '<b>Sign & go</b>', size: 'lg', loading: false },
]

it.each(cases)(
  'builds the DOM Button renders: $label, $size, loading $loading',
  ({ label, size, loading }) => {
    const { container } = render(
      <Button size={size} loading={loading} data-testid="appkit-connect-button">
        {label}
      </Button>,
    )
    const rendered = container.querySelector('button')
    if (!rendered) throw new Error('Button rendered no button')

    const painted = createButtonElement(document, {
      label,
      size,
      loading,
      attributes: { 'data-testid': 'appkit-connect-button' },
    })

    expect(serializeDom(painted)).toBe(serializeDom(rendered))
    expect(painted.textContent).toBe(label)
  },
)
