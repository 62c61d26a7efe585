import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import { WalletListItem } from './WalletListItem.tsx'

it('is a button named by the wallet and its tag', async () => {
  const onClick = vi.fn()
  render(<WalletListItem name="Foxy Wallet" tag="Installed" tagVariant="success" onClick={onClick} />)
  await userEvent.click(screen.getByRole('button', { name: 'Foxy Wallet Installed' }))
  expect(onClick).toHaveBeenCalledOnce()
})

it('keeps the logo decorative (the name is already there) and falls back when it is missing', () => {
  const { container } = render(<WalletListItem name="Unlisted" onClick={() => {}} />)
  expect(screen.queryByRole('img')).toBeNull()
  expect(container.querySelector('.apkt-wallet-image .apkt-image-fallback')).toBeTruthy()
})

it('renders an unsafe logo URL as the fallback', () => {
  const { container } = render(<WalletListItem name="Evil" imageUrl="javascript:alert(1)" />)
  expect(container.querySelector('img')).toBeNull()
})
