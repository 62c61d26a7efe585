import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { TokenListItem } from './TokenListItem.tsx'

it('shows name, quantity and value as given', () => {
  const { container } = render(
    <TokenListItem name="Ether" symbol="ETH" quantity="1.234 ETH" value="$2,468.00" />,
  )
  expect(screen.getByText('Ether')).toBeTruthy()
  expect(screen.getByText('1.234 ETH')).toBeTruthy()
  expect(screen.getByText('$2,468.00')).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
  expect(container.querySelector('.apkt-token-image-letter')?.textContent).toBe('E')
})

it('leaves the value out when there is no price, and becomes a button with onClick', () => {
  render(<TokenListItem name="Test" symbol="TST" quantity="1 TST" onClick={() => {}} />)
  expect(screen.getByRole('button', { name: 'Test 1 TST' })).toBeTruthy()
  expect(document.querySelector('.apkt-token-list-item-value')).toBeNull()
})
