import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button.tsx'

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('type')).toBe('button')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('renders its variant and size as data attributes for the stylesheet', () => {
    render(
      <Button variant="danger" size="lg">
        Disconnect
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Disconnect' })
    expect(button.dataset.variant).toBe('danger')
    expect(button.dataset.size).toBe('lg')
  })

  it('while loading is busy, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Sending
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Sending' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('when disabled does not call onClick', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})
