import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { WalletImage } from './WalletImage.tsx'

it('shows the logo with its alt text', () => {
  render(<WalletImage src="https://example.com/fox.png" alt="Foxy Wallet" size="lg" />)
  expect(screen.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('IMG')
})

it('shows a named fallback when the logo is missing, unsafe or broken', () => {
  const { container, rerender } = render(<WalletImage alt="Foxy Wallet" />)
  expect(screen.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('SPAN')
  rerender(<WalletImage src="javascript:alert(1)" alt="Foxy Wallet" />)
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('SPAN')
  rerender(<WalletImage src="https://example.com/broken.png" alt="Foxy Wallet" />)
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  expect(screen.getByRole('img', { name: 'Foxy Wallet' }).tagName).toBe('SPAN')
})

it('is decorative by default, fallback included', () => {
  const { container } = render(<WalletImage />)
  expect(screen.queryByRole('img')).toBeNull()
  expect(container.querySelector('.apkt-image-fallback')?.getAttribute('aria-hidden')).toBe('true')
})
