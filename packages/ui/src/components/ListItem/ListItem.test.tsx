import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { ListItem } from './ListItem.tsx'

it('is a button named by its title and description when clickable', async () => {
  const onClick = vi.fn()
  render(<ListItem title="WalletConnect" description="Scan with your phone" chevron onClick={onClick} />)
  const row = screen.getByRole('button', { name: 'WalletConnect Scan with your phone' })
  await userEvent.click(row)
  expect(onClick).toHaveBeenCalledOnce()
})

it('is static content without onClick', () => {
  render(<ListItem title="Ether" end="$1.00" />)
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.getByText('$1.00')).toBeTruthy()
})

it('is busy and ignores clicks while loading', async () => {
  const onClick = vi.fn()
  render(<ListItem title="MetaMask" loading onClick={onClick} />)
  const row = screen.getByRole('button', { name: 'MetaMask' })
  expect(row.getAttribute('aria-busy')).toBe('true')
  await userEvent.click(row)
  expect(onClick).not.toHaveBeenCalled()
})

it('marks the current choice and can be disabled', () => {
  render(<ListItem title="Ethereum" current disabled onClick={() => {}} />)
  const row = screen.getByRole('button', { name: 'Ethereum' }) as HTMLButtonElement
  expect(row.getAttribute('aria-current')).toBe('true')
  expect(row.disabled).toBe(true)
})
