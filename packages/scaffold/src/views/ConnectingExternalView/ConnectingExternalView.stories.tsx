import type { Connector, Core } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { connectingExternalViewStyles } from './ConnectingExternalView.styles.ts'
import { ConnectingExternalView } from './ConnectingExternalView.tsx'
import { startExternalConnect } from './startExternalConnect.ts'

const metaMaskLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#f6851b"/><text x="32" y="41" font-family="Arial" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">Mm</text></svg>',
)}`

const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: metaMaskLogo,
  info: { rdns: 'io.metamask' },
}

type Outcome = 'wait' | 'reject' | 'fail' | 'approve' | 'pending'

/** A core whose story wallet answers each connect with the next outcome; the connect to `connector` started. */
function connectingCore(outcomes: Outcome[], connector: Connector = metaMask): Core {
  const { adapter } = createMockAdapter()
  const approve = adapter.connect.bind(adapter)
  adapter.connect = async (parameters) => {
    const outcome = outcomes.shift() ?? 'wait'
    if (outcome === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    if (outcome === 'fail') throw new Error('The extension stopped responding')
    if (outcome === 'pending') {
      // MetaMask's answer while it still shows an earlier connect request.
      throw Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), {
        code: -32002,
      })
    }
    if (outcome === 'wait') return new Promise(() => undefined)
    return approve(parameters)
  }
  const core = createStoryCore({ adapters: [adapter] })
  core.connector.setConnectors('eip155', [connector])
  startExternalConnect(core, connector)
  return core
}

const meta = {
  title: 'scaffold/views/ConnectingExternalView',
  render: renderViewStory(ConnectingExternalView, connectingExternalViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: connectingCore(['wait']) })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Waiting for the wallet to approve. */
export const Loading: Story = {}

/** The visitor declined (code 4001); Try again asks again, and this time the wallet approves. */
export const Declined: Story = {
  loaders: [async () => ({ core: connectingCore(['reject', 'approve']) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Connection declined' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Connected' })).toBeVisible()
  },
}

/** The wallet failed for another reason. */
export const ErrorState: Story = {
  name: 'Error',
  loaders: [async () => ({ core: connectingCore(['fail']) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Connection failed' })).toBeVisible()
  },
}

/**
 * The wallet still shows an earlier request (code -32002): the visitor is asked to finish it there, not told the
 * connection failed; once it is finished, Try again connects.
 */
export const RequestPending: Story = {
  loaders: [async () => ({ core: connectingCore(['pending', 'approve']) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Request open in MetaMask' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Open MetaMask to finish the request it is showing, then try again.',
    )
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Connected' })).toBeVisible()
  },
}

/** The same, in German. */
export const RequestPendingGerman: Story = {
  parameters: { locale: 'de' },
  loaders: [async () => ({ core: connectingCore(['pending']) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Anfrage offen in MetaMask' })).toBeVisible()
  },
}

/** Approved (the modal closes right after; here it was not open). */
export const Connected: Story = { loaders: [async () => ({ core: connectingCore(['approve']) })] }

/** Opened with no connector. */
export const Empty: Story = {
  loaders: [
    async () => {
      const core = createStoryCore()
      core.router.push('ConnectingExternal')
      return { core }
    },
  ],
}

/** A long wallet name wraps in the title. */
export const LongNames: Story = {
  loaders: [
    async () => ({
      core: connectingCore(['reject'], {
        ...metaMask,
        id: 'org.long',
        name: 'Hyperextended Multichain Self-Custody Browser Extension',
        info: { rdns: 'org.long' },
      }),
    }),
  ],
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => {
      const core = connectingCore(['reject'])
      core.theme.setThemeMode('dark')
      return { core }
    },
  ],
}
