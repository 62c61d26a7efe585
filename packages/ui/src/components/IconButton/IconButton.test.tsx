import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { CloseIcon } from '../../icons/CloseIcon.tsx'
import { IconButton } from './IconButton.tsx'

it('takes its accessible name from label and calls onClick', async () => {
  const onClick = vi.fn()
  render(<IconButton label="Close" icon={<CloseIcon />} onClick={onClick} />)
  const button = screen.getByRole('button', { name: 'Close' })
  expect(button.getAttribute('type')).toBe('button')
  expect(button.title).toBe('Close')
  await userEvent.click(button)
  expect(onClick).toHaveBeenCalledOnce()
})

it('keeps the label as the name even when the icon has a title of its own', () => {
  render(<IconButton label="Copy address" icon={<CloseIcon title="Close" />} />)
  expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
})

it('renders variant and size for the stylesheet, and can be disabled', () => {
  render(<IconButton label="Back" icon={<CloseIcon />} variant="secondary" size="sm" disabled />)
  const button = screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement
  expect(button.dataset.variant).toBe('secondary')
  expect(button.dataset.size).toBe('sm')
  expect(button.disabled).toBe(true)
})
