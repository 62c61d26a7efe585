import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { QrCode } from './QrCode.tsx'

const uri = 'wc:7f6e504bfad60b485450578e05678ed3@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e858'

it('is one named image drawn as SVG at the requested size', () => {
  render(<QrCode value={uri} label="WalletConnect QR code" size={200} />)
  const image = screen.getByRole('img', { name: 'WalletConnect QR code' })
  const svg = image.querySelector('svg')
  expect(svg?.getAttribute('width')).toBe('200')
  expect(svg?.getAttribute('aria-hidden')).toBe('true')
  expect(image.querySelector('.apkt-qr-dots')?.getAttribute('d')?.length).toBeGreaterThan(100)
  expect(image.querySelector('.apkt-qr-logo')).toBeNull()
})

it('puts the logo in the centre, with the fallback when it is unsafe', () => {
  const { container } = render(<QrCode value={uri} label="QR" logoUrl="javascript:alert(1)" />)
  const logo = container.querySelector('.apkt-qr-logo')
  expect(logo?.querySelector('img')).toBeNull()
  expect(logo?.querySelector('.apkt-image-fallback')).toBeTruthy()
})

it('shows a busy placeholder while there is no value yet', () => {
  render(<QrCode value="" label="WalletConnect QR code" />)
  const image = screen.getByRole('img', { name: 'WalletConnect QR code' })
  expect(image.getAttribute('aria-busy')).toBe('true')
  expect(image.querySelector('.apkt-qr-dots')).toBeNull()
})
