import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { NetworkListItem } from './NetworkListItem.tsx'

it('marks the selected network as current', () => {
  render(<NetworkListItem name="Ethereum" selected onClick={() => {}} />)
  const row = screen.getByRole('button', { name: 'Ethereum' })
  expect(row.getAttribute('aria-current')).toBe('true')
  expect(row.querySelector('.apkt-network-list-item-check')).toBeTruthy()
})

it('calls onClick for another network, not for a disabled one', async () => {
  const onClick = vi.fn()
  const { rerender } = render(<NetworkListItem name="Solana" onClick={onClick} />)
  await userEvent.click(screen.getByRole('button', { name: 'Solana' }))
  expect(onClick).toHaveBeenCalledOnce()
  rerender(<NetworkListItem name="Solana" description="Unsupported" disabled onClick={onClick} />)
  await userEvent.click(screen.getByRole('button', { name: 'Solana Unsupported' }))
  expect(onClick).toHaveBeenCalledOnce()
})
