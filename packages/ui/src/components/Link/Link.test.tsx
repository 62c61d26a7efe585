import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Link } from './Link.tsx'

it('links to an https URL in a new tab without opener or referrer', () => {
  render(<Link href="https://example.com/terms">Terms</Link>)
  const link = screen.getByRole('link', { name: 'Terms' })
  expect(link.getAttribute('href')).toBe('https://example.com/terms')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
})

it('stays in the tab when not external', () => {
  render(
    <Link href="https://example.com/privacy" external={false}>
      Privacy
    </Link>,
  )
  expect(screen.getByRole('link', { name: 'Privacy' }).hasAttribute('target')).toBe(false)
})

it.each(['javascript:alert(1)', 'http://example.com', 'data:text/html,hi', '/relative'])(
  'renders %s as text without href',
  (href) => {
    render(<Link href={href}>Unsafe</Link>)
    const anchor = screen.getByText('Unsafe')
    expect(anchor.hasAttribute('href')).toBe(false)
    expect(anchor.hasAttribute('target')).toBe(false)
    expect(screen.queryByRole('link')).toBeNull()
  },
)
