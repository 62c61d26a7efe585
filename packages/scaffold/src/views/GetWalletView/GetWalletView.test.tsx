import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { createStoryCore, fixtureFetch } from '../../stories/createStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { GetWalletView } from './GetWalletView.tsx'

/** The fixture registry, but the second recommended wallet's homepage is a script URL. */
async function registryWithUnsafeHomepage(input: string | URL | Request): Promise<Response> {
  const response = await fixtureFetch(input)
  const page = (await response.json()) as { count: number; data: { id: string; homepage?: string }[] }
  for (const wallet of page.data)
    if (wallet.id === 'fixture-wallet-2') wallet.homepage = 'javascript:alert(1)'
  return Response.json(page)
}

it('links each suggested wallet to its own website, leaving out unsafe links', async () => {
  const core = createStoryCore({ fetch: registryWithUnsafeHomepage })
  renderView(core, <GetWalletView />)
  const list = within(await screen.findByRole('list', { name: 'Suggested wallets' }))
  const links = await list.findAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Fixture Wallet 1wallet-1.example', 'https://wallet-1.example/'],
    ['Fixture Wallet 3wallet-3.example', 'https://wallet-3.example/'],
    ['Fixture Wallet 4wallet-4.example', 'https://wallet-4.example/'],
  ])
  expect(links[0]?.getAttribute('target')).toBe('_blank')
  expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer')
})

it('browses all wallets', async () => {
  const core = createStoryCore()
  renderView(core, <GetWalletView />)
  await userEvent.click(screen.getByRole('button', { name: 'Browse all wallets' }))
  expect(core.router.state.view).toBe('AllWallets')
})

it('offers Try again when the registry cannot be reached', async () => {
  const core = createStoryCore({ fetch: async () => new Response('{}', { status: 400 }) })
  renderView(core, <GetWalletView />)
  expect(await screen.findByRole('heading', { name: 'Could not load wallets' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
})
