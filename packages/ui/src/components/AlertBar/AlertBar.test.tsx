import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { AlertBar } from './AlertBar.tsx'

it('announces errors and warnings assertively, the rest politely', () => {
  const { rerender } = render(<AlertBar variant="error" message="Invalid App Configuration" />)
  expect(screen.getByRole('alert').textContent).toBe('Invalid App Configuration')
  rerender(<AlertBar variant="warning" message="Session Expired" />)
  expect(screen.getByRole('alert')).toBeTruthy()
  rerender(<AlertBar variant="info" message="Network Not Found" />)
  expect(screen.getByRole('status')).toBeTruthy()
})

it('has a close button only with both onClose and closeLabel', async () => {
  const onClose = vi.fn()
  const { rerender } = render(<AlertBar message="Session Expired" onClose={onClose} />)
  expect(screen.queryByRole('button')).toBeNull()
  rerender(<AlertBar message="Session Expired" onClose={onClose} closeLabel="Dismiss" />)
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(onClose).toHaveBeenCalledOnce()
})
