import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Spinner } from './Spinner.tsx'

it('is a named progress indicator when labelled', () => {
  render(<Spinner label="Loading wallets" size="lg" />)
  expect(screen.getByRole('progressbar', { name: 'Loading wallets' }).dataset.size).toBe('lg')
})

it('is hidden from assistive technology without a label', () => {
  const { container } = render(<Spinner />)
  expect(screen.queryByRole('progressbar')).toBeNull()
  expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
})
