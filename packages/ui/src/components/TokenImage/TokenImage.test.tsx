import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { TokenImage } from './TokenImage.tsx'

it('falls back to the first letter of the symbol', () => {
  const { container } = render(<TokenImage src="https://example.com/usdc.png" symbol="usdc" alt="USD Coin" />)
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  const fallback = screen.getByRole('img', { name: 'USD Coin' })
  expect(fallback.textContent).toBe('U')
})

it('never renders an unsafe URL', () => {
  const { container } = render(<TokenImage src="javascript:alert(1)" symbol="ETH" />)
  expect(container.querySelector('img')).toBeNull()
  expect(container.textContent).toBe('E')
})

it('adds the network badge when given', () => {
  const { container } = render(
    <TokenImage src="https://example.com/usdc.png" symbol="USDC" networkSrc="https://example.com/eth.png" />,
  )
  expect(container.querySelector('.apkt-token-image-network img')?.getAttribute('src')).toBe(
    'https://example.com/eth.png',
  )
})
