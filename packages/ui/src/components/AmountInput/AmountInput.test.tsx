import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { AmountInput } from './AmountInput.tsx'

it('accepts a decimal amount only, with a comma as decimal separator', async () => {
  const onValueChange = vi.fn()
  render(<AmountInput label="Amount" onValueChange={onValueChange} />)
  const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
  expect(input.inputMode).toBe('decimal')
  await userEvent.type(input, 'x1,2a5')
  expect(input.value).toBe('1.25')
  expect(onValueChange).toHaveBeenLastCalledWith('1.25')
})

it('stops at the token decimals', async () => {
  render(<AmountInput label="Amount" decimals={2} />)
  const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
  await userEvent.type(input, '3.14159')
  expect(input.value).toBe('3.14')
})

it('shows symbol and secondary text, and calls onMax', async () => {
  const onMax = vi.fn()
  render(<AmountInput label="Amount" symbol="ETH" secondaryText="$500.00" maxLabel="Max" onMax={onMax} />)
  expect(screen.getByText('ETH')).toBeTruthy()
  expect(screen.getByText('$500.00')).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Max' }))
  expect(onMax).toHaveBeenCalledOnce()
})

it('ties an error to the field', () => {
  render(<AmountInput label="Amount" error="Insufficient balance" />)
  const input = screen.getByRole('textbox', { name: 'Amount' })
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Insufficient balance',
  )
})
