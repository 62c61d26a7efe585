import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { SearchInput } from './SearchInput.tsx'

it('is a named search field that reports each change', async () => {
  const onValueChange = vi.fn()
  render(<SearchInput label="Search wallets" onValueChange={onValueChange} />)
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search wallets' }), 'rai')
  expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['r', 'ra', 'rai'])
})

it('clears with the clear button (then focuses the field) and with Escape', async () => {
  render(<SearchInput label="Search wallets" clearLabel="Clear" defaultValue="rain" />)
  const input = screen.getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
  expect(input.value).toBe('')
  expect(document.activeElement).toBe(input)
  expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
  await userEvent.type(input, 'bow{Escape}')
  expect(input.value).toBe('')
})

it('has no clear button without clearLabel', () => {
  render(<SearchInput label="Search wallets" defaultValue="rain" />)
  expect(screen.queryByRole('button')).toBeNull()
})
