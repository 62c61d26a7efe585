import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Text } from './Text.tsx'

it('renders a span by default, in the paragraph style', () => {
  render(<Text>Hello</Text>)
  const text = screen.getByText('Hello')
  expect(text.tagName).toBe('SPAN')
  expect(text.dataset.variant).toBe('paragraph')
  expect(text.dataset.color).toBe('primary')
})

it('renders the requested element so headings keep their semantics', () => {
  render(
    <Text as="h2" variant="large" weight="semibold">
      Connect wallet
    </Text>,
  )
  const heading = screen.getByRole('heading', { level: 2, name: 'Connect wallet' })
  expect(heading.dataset.weight).toBe('semibold')
})

it('marks truncation for the stylesheet and passes other attributes through', () => {
  render(
    <Text truncate id="address" title="0x1234">
      0x1234
    </Text>,
  )
  const text = screen.getByText('0x1234')
  expect(text.hasAttribute('data-truncate')).toBe(true)
  expect(text.id).toBe('address')
  expect(text.title).toBe('0x1234')
})
