import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { NetworkImage } from './NetworkImage.tsx'

it('shows the logo, and a named globe when it is missing, unsafe or broken', () => {
  const { container, rerender } = render(<NetworkImage src="https://example.com/eth.png" alt="Ethereum" />)
  expect(screen.getByRole('img', { name: 'Ethereum' }).tagName).toBe('IMG')
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  expect(screen.getByRole('img', { name: 'Ethereum' }).tagName).toBe('SPAN')
  rerender(<NetworkImage src="http://example.com/eth.png" alt="Ethereum" size="sm" />)
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('.apkt-network-image')?.getAttribute('data-size')).toBe('sm')
})
