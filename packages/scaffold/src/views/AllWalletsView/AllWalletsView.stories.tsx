import type { CreateCoreParameters } from '@org/appkit-core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createStoryCore, fixtureFetch } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { allWalletsViewStyles } from './AllWalletsView.styles.ts'
import { AllWalletsView } from './AllWalletsView.tsx'

function storyCore(overrides: Partial<CreateCoreParameters> = {}) {
  return createStoryCore({ featuredWalletIds: ['fixture-wallet-42'], ...overrides })
}

/** A registry of `count` wallets with very long names (the fixture registry's paging and search). */
function longNameRegistry(input: string | URL | Request): Promise<Response> {
  return fixtureFetch(input).then(async (response) => {
    if (!response.ok) return response
    const page = (await response.json()) as { count: number; data: { name: string }[] }
    for (const wallet of page.data) wallet.name = `${wallet.name} Multichain Self-Custody Edition`
    return Response.json(page)
  })
}

const meta = {
  title: 'scaffold/views/AllWalletsView',
  render: renderViewStory(AllWalletsView, allWalletsViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: storyCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Featured and recommended first, then the registry page by page; search narrows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Fixture Wallet 42' })).toBeVisible())
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search wallets' }), '17')
    const results = await canvas.findByRole('list', { name: 'Search results' }, { timeout: 3_000 })
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([
        'Fixture Wallet 17',
        'Fixture Wallet 117',
        'Fixture Wallet 170',
        'Fixture Wallet 171',
        'Fixture Wallet 172',
        'Fixture Wallet 173',
        'Fixture Wallet 174',
        'Fixture Wallet 175',
        'Fixture Wallet 176',
        'Fixture Wallet 177',
        'Fixture Wallet 178',
        'Fixture Wallet 179',
      ]),
    )
  },
}

/** The registry has not answered yet: placeholder tiles. */
export const Loading: Story = {
  loaders: [async () => ({ core: storyCore({ fetch: () => new Promise<Response>(() => undefined) }) })],
}

/** A search that matches nothing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search wallets' }), 'zzz')
    await expect(
      await canvas.findByRole('heading', { name: 'No wallet found' }, { timeout: 3_000 }),
    ).toBeVisible()
  },
}

/** The registry refuses: an error with Try again. */
export const ErrorState: Story = {
  name: 'Error',
  loaders: [async () => ({ core: storyCore({ fetch: async () => new Response('{}', { status: 400 }) }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Could not load wallets' })).toBeVisible()
  },
}

/** Scrolling to the end loads the next page of the 200-wallet registry. */
export const ManyItems: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const { core } = loaded as { core: ReturnType<typeof storyCore> }
    await waitFor(() => expect(core.api.state.page).toBe(1))
    const grid = canvas.getByRole('list', { name: 'All wallets' }).parentElement as HTMLElement
    grid.scrollTop = grid.scrollHeight
    await waitFor(() => expect(core.api.state.page).toBe(2))
  },
}

/** Long names cut with an ellipsis inside their tiles. */
export const LongNames: Story = {
  loaders: [async () => ({ core: storyCore({ fetch: longNameRegistry }) })],
}

/** The German catalogue. */
export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => {
      const core = storyCore()
      core.theme.setThemeMode('dark')
      return { core }
    },
  ],
}
