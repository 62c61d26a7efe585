import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { AddressAvatar } from './AddressAvatar.tsx'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

function stops(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('stop')).map((stop) => stop.getAttribute('stop-color') ?? '')
}

it('draws the same gradient for the same address, without inline styles', () => {
  const first = render(<AddressAvatar address={address} />)
  const second = render(<AddressAvatar address={address.toLowerCase()} />)
  expect(stops(first.container)).toHaveLength(3)
  expect(stops(first.container)).toEqual(stops(second.container))
  expect(first.container.querySelector('[style]')).toBeNull()
})

it('points the circle at its own gradient', () => {
  const { container } = render(<AddressAvatar address={address} />)
  const id = container.querySelector('radialGradient')?.id
  expect(id).toMatch(/^apkt-avatar-[\w-]+$/)
  expect(container.querySelector('circle')?.getAttribute('fill')).toBe(`url(#${id})`)
})

it('shows the profile image when it loads, and the gradient when it does not', () => {
  const { container } = render(
    <AddressAvatar address={address} imageUrl="https://example.com/me.png" alt="vitalik.eth" />,
  )
  expect(screen.getByRole('img', { name: 'vitalik.eth' }).tagName).toBe('IMG')
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  expect(screen.getByRole('img', { name: 'vitalik.eth' }).querySelector('svg')).toBeTruthy()
})
