import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { Chip } from './Chip.tsx'

it('is static text by default', () => {
  render(<Chip label="Installed" variant="success" size="sm" />)
  const chip = screen.getByText('Installed').parentElement as HTMLElement
  expect(chip.tagName).toBe('SPAN')
  expect(chip.dataset.variant).toBe('success')
  expect(screen.queryByRole('button')).toBeNull()
})

it('is a button with onClick', async () => {
  const onClick = vi.fn()
  render(<Chip label="Copy" onClick={onClick} />)
  await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
  expect(onClick).toHaveBeenCalledOnce()
})

it('is a link with a safe href, and a link without href for an unsafe one', () => {
  const { rerender } = render(<Chip label="Explorer" href="https://etherscan.io" />)
  expect(screen.getByRole('link', { name: 'Explorer' }).getAttribute('href')).toBe('https://etherscan.io/')
  const scriptUrl = 'javascript:alert(1)'
  rerender(<Chip label="Explorer" href={scriptUrl} />)
  expect(screen.queryByRole('link')).toBeNull()
  expect(screen.getByText('Explorer').closest('a')?.hasAttribute('href')).toBe(false)
})

it('shows a safe image, and the icon when the image is unsafe or fails', () => {
  const { container, rerender } = render(
    <Chip label="Ethereum" imageUrl="https://example.com/eth.png" icon={<i data-testid="icon" />} />,
  )
  const img = container.querySelector('img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe('https://example.com/eth.png')
  expect(img.alt).toBe('')
  fireEvent.error(img)
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByTestId('icon')).toBeTruthy()
  rerender(<Chip label="Ethereum" imageUrl="javascript:alert(1)" />)
  expect(container.querySelector('img')).toBeNull()
})
