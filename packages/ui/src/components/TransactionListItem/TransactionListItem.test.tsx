import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { TransactionListItem } from './TransactionListItem.tsx'

it('shows title, description and time, with a direction badge', () => {
  const { container } = render(
    <TransactionListItem title="Sent" description="0.1 ETH" direction="out" time="2 min" symbol="ETH" />,
  )
  expect(screen.getByText('Sent')).toBeTruthy()
  expect(screen.getByText('0.1 ETH')).toBeTruthy()
  expect(screen.getByText('2 min')).toBeTruthy()
  expect(container.querySelector('.apkt-transaction-image')?.getAttribute('data-direction')).toBe('out')
  expect(container.querySelector('.apkt-transaction-status')).toBeNull()
})

it('shows the given status label when pending or failed', () => {
  const { container, rerender } = render(
    <TransactionListItem title="Sent" direction="out" status="pending" statusLabel="Pending" />,
  )
  expect(container.querySelector('.apkt-transaction-status')?.getAttribute('data-status')).toBe('pending')
  expect(screen.getByText('Pending')).toBeTruthy()
  rerender(<TransactionListItem title="Sent" direction="out" status="failed" statusLabel="Failed" />)
  expect(container.querySelector('.apkt-transaction-image')?.getAttribute('data-status')).toBe('failed')
  expect(screen.getByText('Failed')).toBeTruthy()
})
