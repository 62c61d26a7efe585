import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { Link } from '../Link/Link.tsx'
import { Checkbox } from './Checkbox.tsx'

it('is a native checkbox named by its label; clicking the label toggles it', async () => {
  const onCheckedChange = vi.fn()
  render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />)
  const checkbox = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement
  expect(checkbox.checked).toBe(false)
  await userEvent.click(screen.getByText('Remember me'))
  expect(checkbox.checked).toBe(true)
  expect(onCheckedChange).toHaveBeenCalledWith(true)
})

it('holds links in its label', () => {
  render(
    <Checkbox
      label={
        <>
          I agree to the <Link href="https://example.com/terms">Terms</Link>
        </>
      }
    />,
  )
  expect(screen.getByRole('link', { name: 'Terms' })).toBeTruthy()
  expect(screen.getByRole('checkbox', { name: 'I agree to the Terms' })).toBeTruthy()
})

it('follows a controlled value and can be disabled', async () => {
  const onCheckedChange = vi.fn()
  render(<Checkbox label="Agree" checked disabled onCheckedChange={onCheckedChange} />)
  const checkbox = screen.getByRole('checkbox', { name: 'Agree' }) as HTMLInputElement
  expect(checkbox.checked).toBe(true)
  expect(checkbox.disabled).toBe(true)
  await userEvent.click(checkbox)
  expect(onCheckedChange).not.toHaveBeenCalled()
})
