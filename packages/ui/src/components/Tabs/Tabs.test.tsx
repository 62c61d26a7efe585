import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from './Tabs.tsx'

const tabs = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

describe('Tabs', () => {
  it('is a named tablist whose selected tab alone is in the tab order', () => {
    render(<Tabs label="Account" tabs={tabs} />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    const [tokens, nfts, activity] = screen.getAllByRole('tab')
    expect(tokens?.getAttribute('aria-selected')).toBe('true')
    expect(tokens?.tabIndex).toBe(0)
    expect(nfts?.tabIndex).toBe(-1)
    expect(activity?.tabIndex).toBe(-1)
  })

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const onSelectedChange = vi.fn()
    render(<Tabs label="Account" tabs={tabs} onSelectedChange={onSelectedChange} />)
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Tokens')
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('NFTs')
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Activity')
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('Tokens')
    await userEvent.keyboard('{ArrowLeft}')
    expect(document.activeElement?.textContent).toBe('Activity')
    await userEvent.keyboard('{Home}')
    expect(document.activeElement?.textContent).toBe('Tokens')
    expect(onSelectedChange.mock.calls.map(([id]) => id)).toEqual([
      'nfts',
      'activity',
      'tokens',
      'activity',
      'tokens',
    ])
  })

  it('skips disabled tabs', async () => {
    render(<Tabs label="Account" tabs={[tabs[0]!, { ...tabs[1]!, disabled: true }, tabs[2]!]} />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('Activity')
  })

  it('renders the selected panel labelled by its tab', async () => {
    render(
      <Tabs label="Account" tabs={tabs} defaultSelectedId="nfts">
        <p>No NFTs yet</p>
      </Tabs>,
    )
    const panel = screen.getByRole('tabpanel', { name: 'NFTs' })
    expect(panel.textContent).toBe('No NFTs yet')
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-controls')).toBe(panel.id)
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByRole('tabpanel', { name: 'Activity' })).toBeTruthy()
  })

  it('follows a controlled selection', async () => {
    const onSelectedChange = vi.fn()
    render(<Tabs label="Account" tabs={tabs} selectedId="activity" onSelectedChange={onSelectedChange} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Tokens' }))
    expect(onSelectedChange).toHaveBeenCalledWith('tokens')
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  })
})
