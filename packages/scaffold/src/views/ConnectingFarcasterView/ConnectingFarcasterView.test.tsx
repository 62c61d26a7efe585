import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { ConnectingFarcasterView } from './ConnectingFarcasterView.tsx'

const FARCASTER_URL = 'https://farcaster.xyz/~/siwf?channelToken=story-token'

it('shows a loading QR and a disabled copy button until the Farcaster URL arrives', () => {
  renderView(createStoryCore(), <ConnectingFarcasterView />)
  expect(screen.getByRole('img', { name: 'Farcaster sign-in QR code' }).getAttribute('aria-busy')).toBe(
    'true',
  )
  expect(screen.getByRole('status').textContent).toBe('Loading the Farcaster QR code')
  expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true)
})

it('shows the QR code of the account farcasterUrl and copies the link', async () => {
  const user = userEvent.setup()
  const core = createStoryCore()
  renderView(core, <ConnectingFarcasterView />)
  core.chain.updateAccount('eip155', { farcasterUrl: FARCASTER_URL })

  const qr = await screen.findByRole('img', { name: 'Farcaster sign-in QR code' })
  expect(qr.getAttribute('aria-busy')).toBeNull()
  expect(screen.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(FARCASTER_URL)

  await user.click(screen.getByRole('button', { name: 'Copy link' }))
  expect(await navigator.clipboard.readText()).toBe(FARCASTER_URL)
  expect(core.snack.state.message).toBe('Link copied')
})
