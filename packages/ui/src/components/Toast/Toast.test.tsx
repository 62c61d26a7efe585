import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Toast } from './Toast.tsx'

it('announces success and loading politely and errors assertively', () => {
  const { rerender } = render(<Toast message="Transaction started" />)
  expect(screen.getByRole('status').textContent).toBe('Transaction started')
  rerender(<Toast message="Authenticating..." variant="loading" />)
  expect(screen.getByRole('status').dataset.variant).toBe('loading')
  rerender(<Toast message="Signature declined" variant="error" />)
  expect(screen.getByRole('alert').textContent).toBe('Signature declined')
})

it('stays mounted when closed so the next message is announced', () => {
  const { container } = render(<Toast message="Transaction started" open={false} />)
  expect((container.firstElementChild as HTMLElement).dataset.state).toBe('closed')
})

it('shows a custom icon instead of the variant icon', () => {
  render(<Toast message="Copied" icon={<svg data-testid="custom" />} />)
  expect(screen.getByTestId('custom')).toBeTruthy()
})
