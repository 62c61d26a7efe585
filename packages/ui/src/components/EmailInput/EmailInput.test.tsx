import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { EmailInput } from './EmailInput.tsx'

it('is an email field with autocomplete that submits the trimmed address on Enter', async () => {
  const onSubmit = vi.fn()
  render(<EmailInput label="Email" onSubmit={onSubmit} />)
  const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
  expect(input.type).toBe('email')
  expect(input.autocomplete).toBe('email')
  await userEvent.type(input, '  ada@example.com {Enter}')
  expect(onSubmit).toHaveBeenCalledWith('ada@example.com')
})

it('shows the submit button once there is text, and submits with it', async () => {
  const onSubmit = vi.fn()
  render(<EmailInput label="Email" submitLabel="Continue" onSubmit={onSubmit} />)
  expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co')
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
  expect(onSubmit).toHaveBeenCalledWith('a@b.co')
})

it('ties the error to the field and does not submit while loading', async () => {
  const onSubmit = vi.fn()
  render(
    <EmailInput label="Email" defaultValue="a@b.co" error="Try again later" loading onSubmit={onSubmit} />,
  )
  const input = screen.getByRole('textbox', { name: 'Email' })
  expect(input.getAttribute('aria-invalid')).toBe('true')
  const describedBy = input.getAttribute('aria-describedby')
  expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Try again later')
  await userEvent.type(input, '{Enter}')
  expect(onSubmit).not.toHaveBeenCalled()
})
