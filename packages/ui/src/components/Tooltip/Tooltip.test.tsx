import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { Tooltip } from './Tooltip.tsx'

it('shows on hover, describes its trigger, and hides on leave', async () => {
  render(
    <Tooltip content="Copy address">
      <button type="button">Copy</button>
    </Tooltip>,
  )
  const trigger = screen.getByRole('button', { name: 'Copy' })
  expect(screen.queryByRole('tooltip')).toBeNull()
  expect(trigger.hasAttribute('aria-describedby')).toBe(false)
  await userEvent.hover(trigger)
  const tooltip = screen.getByRole('tooltip')
  expect(tooltip.textContent).toBe('Copy address')
  expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id)
  await userEvent.unhover(trigger)
  expect(screen.queryByRole('tooltip')).toBeNull()
})

it('shows on keyboard focus and hides on Escape and blur', async () => {
  render(
    <Tooltip content="Copy address" placement="bottom">
      <button type="button">Copy</button>
    </Tooltip>,
  )
  await userEvent.tab()
  expect(screen.getByRole('tooltip').dataset.placement).toBe('bottom')
  await userEvent.keyboard('{Escape}')
  expect(screen.queryByRole('tooltip')).toBeNull()
  await userEvent.tab()
  expect(screen.queryByRole('tooltip')).toBeNull()
})

it('can start open', () => {
  render(
    <Tooltip content="Copied" defaultOpen>
      <button type="button">Copy</button>
    </Tooltip>,
  )
  expect(screen.getByRole('tooltip').textContent).toBe('Copied')
})
