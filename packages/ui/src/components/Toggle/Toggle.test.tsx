import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { Toggle } from './Toggle.tsx'

it('is a named switch that toggles on click, Space and Enter', async () => {
  const onCheckedChange = vi.fn()
  render(<Toggle label="Smart account" onCheckedChange={onCheckedChange} />)
  const toggle = screen.getByRole('switch', { name: 'Smart account' })
  expect(toggle.getAttribute('aria-checked')).toBe('false')
  await userEvent.click(toggle)
  expect(toggle.getAttribute('aria-checked')).toBe('true')
  await userEvent.keyboard(' ')
  expect(toggle.getAttribute('aria-checked')).toBe('false')
  await userEvent.keyboard('{Enter}')
  expect(toggle.getAttribute('aria-checked')).toBe('true')
  expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]])
})

it('follows a controlled value', async () => {
  const onCheckedChange = vi.fn()
  render(<Toggle label="Testnets" checked={false} onCheckedChange={onCheckedChange} />)
  const toggle = screen.getByRole('switch', { name: 'Testnets' })
  await userEvent.click(toggle)
  expect(onCheckedChange).toHaveBeenCalledWith(true)
  expect(toggle.getAttribute('aria-checked')).toBe('false')
})

it('keeps a hidden label as its name and ignores clicks when disabled', async () => {
  const onCheckedChange = vi.fn()
  render(<Toggle label="Testnets" hideLabel disabled onCheckedChange={onCheckedChange} />)
  await userEvent.click(screen.getByRole('switch', { name: 'Testnets' }))
  expect(onCheckedChange).not.toHaveBeenCalled()
})
