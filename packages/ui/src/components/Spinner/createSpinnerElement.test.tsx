import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { serializeDom } from '../../test/serializeDom.ts'
import { createSpinnerElement } from './createSpinnerElement.ts'
import { Spinner, type SpinnerProps } from './Spinner.tsx'

const cases: SpinnerProps[] = [
  { size: 'sm', color: 'inherit', className: 'apkt-button-icon' },
  { size: 'lg', label: 'Loading wallets' },
  {},
]

it.each(cases)('builds the DOM Spinner renders: %o', (props) => {
  const { container } = render(<Spinner {...props} />)
  const rendered = container.firstElementChild
  if (!rendered) throw new Error('Spinner rendered nothing')
  expect(serializeDom(createSpinnerElement(document, props))).toBe(serializeDom(rendered))
})
