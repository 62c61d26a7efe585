import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { SafeImage } from './SafeImage.tsx'

const fallback = <span data-testid="fallback" />

it('renders a safe URL as an image with its alt text', () => {
  render(<SafeImage src="https://example.com/a.png" alt="Foxy" fallback={fallback} />)
  const img = screen.getByRole('img', { name: 'Foxy' }) as HTMLImageElement
  expect(img.getAttribute('src')).toBe('https://example.com/a.png')
  expect(img.getAttribute('loading')).toBe('lazy')
})

it.each([undefined, '', 'javascript:alert(1)', 'http://example.com/a.png', 'data:text/html,x'])(
  'renders the fallback, never an image, for %j',
  (src) => {
    const { container } = render(<SafeImage src={src} alt="" fallback={fallback} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('fallback')).toBeTruthy()
  },
)

it('swaps to the fallback when the image fails, and tries again for a new URL', () => {
  const { container, rerender } = render(
    <SafeImage src="https://example.com/a.png" alt="" fallback={fallback} />,
  )
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  expect(container.querySelector('img')).toBeNull()
  rerender(<SafeImage src="https://example.com/b.png" alt="" fallback={fallback} />)
  expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/b.png')
})
