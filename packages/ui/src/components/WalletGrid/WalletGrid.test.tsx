import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { WalletGrid } from './WalletGrid.tsx'

const wallets = Array.from({ length: 5000 }, (_, index) => ({
  id: `w${index + 1}`,
  name: `Wallet ${index + 1}`,
  imageUrl: index % 2 ? 'https://example.com/logo.png' : undefined,
}))
const viewport = { width: 360, height: 400 }

describe('WalletGrid', () => {
  it('renders only the rows in view out of thousands, each knowing its place', () => {
    render(<WalletGrid label="All wallets" wallets={wallets} onSelect={() => {}} initialRect={viewport} />)
    const list = screen.getByRole('list', { name: 'All wallets' })
    const items = screen.getAllByRole('listitem')
    // 400px of 112px rows is 4 rows of 4, plus 2 overscan rows.
    expect(items.length).toBeGreaterThanOrEqual(16)
    expect(items.length).toBeLessThanOrEqual(32)
    expect(items[0]?.getAttribute('aria-setsize')).toBe('5000')
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(list.querySelectorAll('button')).toHaveLength(items.length)
  })

  it('calls onSelect with the wallet', async () => {
    const onSelect = vi.fn()
    render(<WalletGrid label="All wallets" wallets={wallets} onSelect={onSelect} initialRect={viewport} />)
    await userEvent.click(screen.getByRole('button', { name: 'Wallet 3' }))
    expect(onSelect).toHaveBeenCalledWith(wallets[2])
  })

  it('asks for the next page once when the end is in view', () => {
    const onEndReached = vi.fn()
    const few = wallets.slice(0, 8)
    const { rerender } = render(
      <WalletGrid
        label="All wallets"
        wallets={few}
        onSelect={() => {}}
        onEndReached={onEndReached}
        initialRect={viewport}
      />,
    )
    rerender(
      <WalletGrid
        label="All wallets"
        wallets={few}
        onSelect={() => {}}
        onEndReached={onEndReached}
        initialRect={viewport}
      />,
    )
    expect(onEndReached).toHaveBeenCalledOnce()
    rerender(
      <WalletGrid
        label="All wallets"
        wallets={wallets.slice(0, 12)}
        onSelect={() => {}}
        onEndReached={onEndReached}
        initialRect={viewport}
      />,
    )
    expect(onEndReached).toHaveBeenCalledTimes(2)
  })

  it('shows a busy list of placeholders while loading, and the empty state when there is nothing', () => {
    const { rerender } = render(
      <WalletGrid label="All wallets" wallets={[]} onSelect={() => {}} loading loadingCount={8} />,
    )
    const list = screen.getByRole('list', { name: 'All wallets' })
    expect(list.getAttribute('aria-busy')).toBe('true')
    expect(list.querySelectorAll('.apkt-skeleton')).toHaveLength(8)
    rerender(
      <WalletGrid label="All wallets" wallets={[]} onSelect={() => {}} emptyState={<p>No wallet found</p>} />,
    )
    expect(screen.getByText('No wallet found')).toBeTruthy()
  })
})
