import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { WhatIsAWalletView } from './WhatIsAWalletView.tsx'

it('explains wallets in three points and leads on to Get a wallet', async () => {
  const core = createStoryCore()
  renderView(core, <WhatIsAWalletView />)
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'A home for your digital assets',
    'One login for every app',
    'Your keys, your choice',
  ])
  await userEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
  expect(core.router.state.view).toBe('GetWallet')
})

it('reads German from the catalogue', async () => {
  renderView(createStoryCore(), <WhatIsAWalletView />, 'de')
  expect(await screen.findByRole('button', { name: 'Wallet besorgen' })).toBeTruthy()
})
