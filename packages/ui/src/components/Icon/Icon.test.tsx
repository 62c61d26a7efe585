import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { CloseIcon } from '../../icons/CloseIcon.tsx'
import { Icon } from './Icon.tsx'

it('is decorative without a title', () => {
  const { container } = render(<CloseIcon />)
  const svg = container.querySelector('svg')
  expect(svg?.getAttribute('aria-hidden')).toBe('true')
  expect(screen.queryByRole('img')).toBeNull()
})

it('is a named image with a title', () => {
  render(<CloseIcon title="Close" size="lg" />)
  const svg = screen.getByRole('img', { name: 'Close' })
  expect(svg.getAttribute('data-size')).toBe('lg')
  expect(svg.querySelector('title')?.textContent).toBe('Close')
})

it('draws its children in currentColor on a 24-unit grid', () => {
  const { container } = render(
    <Icon className="extra">
      <path d="M1 1" />
    </Icon>,
  )
  const svg = container.querySelector('svg')
  expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24')
  expect(svg?.getAttribute('stroke')).toBe('currentColor')
  expect(svg?.getAttribute('class')).toBe('apkt-icon extra')
  expect(svg?.querySelector('path')?.getAttribute('d')).toBe('M1 1')
})
