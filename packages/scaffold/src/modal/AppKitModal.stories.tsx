import type { Connector, Core, CreateCoreParameters } from '@org/appkit-core'
import type { ModalOpenOptions } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { Button } from '@org/appkit-ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createSolanaSendStoryCore } from '../stories/createSolanaSendStoryCore.ts'
import { createStoryCore } from '../stories/createStoryCore.ts'
import { STORY_SOLANA_RECEIVER, storySol, storySolanaTokens } from '../stories/solanaFixtures.ts'
import { AppKitModal } from './AppKitModal.tsx'
import { getDeepActiveElement } from './getDeepActiveElement.ts'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const logo = (color: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="41" font-family="Arial" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`
const announced = (id: string, name: string, color: string): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: logo(color, name.slice(0, 2)),
  info: { rdns: id },
})
const metaMask = announced('io.metamask', 'MetaMask', '#f6851b')

interface ModalCoreOptions {
  view?: ModalOpenOptions['view']
  connectors?: Connector[]
  adapters?: boolean
  dark?: boolean
  wcUri?: boolean
  /** Leave the modal closed (the story opens it). */
  closed?: boolean
  overrides?: Partial<CreateCoreParameters>
}

/** A core for the modal stories: the story wallet's adapter, MetaMask announced, opened on `view`. */
function modalCore({
  view,
  connectors = [metaMask],
  adapters = true,
  dark,
  wcUri,
  closed,
  overrides,
}: ModalCoreOptions = {}) {
  // The modal's account views offer swaps and activity as served.
  const { adapter } = createMockAdapter({ capabilities: { swap: true, history: true }, balance: '1.2345678' })
  adapter.connect = () => new Promise(() => undefined)
  const holder: { core?: Core } = {}
  const core = createStoryCore({
    ...(adapters ? { adapters: [adapter] } : {}),
    ...(wcUri
      ? {
          connectWalletConnect: () => {
            holder.core?.connection.setWcUri(URI)
            return new Promise<never>(() => undefined)
          },
        }
      : {}),
    ...overrides,
  })
  holder.core = core
  if (adapters) core.connector.setConnectors('eip155', connectors)
  if (dark) core.theme.setThemeMode('dark')
  if (!closed) core.modal.open(view ? { view } : {})
  return core
}

/** The modal's shadow host: on <body> as an overlay, inside the story's own shadow root when inline. */
function findModalHost(root: Document | ShadowRoot = document): Element | undefined {
  const direct = root.querySelector('.apkt-modal-host')
  if (direct) return direct
  for (const host of Array.from(root.querySelectorAll('[data-apkt-shadow-host]'))) {
    const found = host.shadowRoot ? findModalHost(host.shadowRoot) : undefined
    if (found) return found
  }
  return undefined
}

/** The modal's own root, once open; inputs take typing there. */
async function modalCanvas() {
  const root = await waitFor(() => {
    const found = findModalHost()?.shadowRoot?.querySelector<HTMLElement>('.apkt-root')
    if (!found?.querySelector('.apkt-modal-card')) throw new Error('the modal is not open')
    return found
  })
  const shadowRoot = root.getRootNode()
  if (shadowRoot instanceof ShadowRoot && !shadowRoot.host.hasAttribute('data-story-focus')) {
    // user-event prepares an input when the document sees its focus event; inside a shadow root that event
    // is retargeted to the host, so re-announce it with the real target (as ui's storyCanvas does).
    shadowRoot.host.setAttribute('data-story-focus', '')
    shadowRoot.addEventListener(
      'focusin',
      (event) => {
        const target = event.target
        if (!(target instanceof HTMLInputElement)) return
        const forwarded = new FocusEvent('focus')
        Object.defineProperty(forwarded, 'target', { value: target })
        target.ownerDocument.dispatchEvent(forwarded)
      },
      true,
    )
  }
  return within(root)
}

/**
 * Waits for the modal to be open and its entrance and view transitions (150 ms) to finish, so the axe check
 * after the story reads the final colours rather than a frame of a fade. Endless animations (spinners,
 * skeleton shimmer) are ignored.
 */
async function settled() {
  await modalCanvas()
  await waitFor(
    () => {
      const shadowRoot = findModalHost()?.shadowRoot
      const animations = [...document.getAnimations(), ...(shadowRoot?.getAnimations() ?? [])]
      const finite = animations.filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().iterations ?? 1),
      )
      if (finite.length > 0) throw new Error('the modal is still animating')
    },
    { timeout: 2_000 },
  )
}

function DappPage({ core, inline, keepMounted }: { core: Core; inline?: boolean; keepMounted?: boolean }) {
  return (
    <>
      <Button onClick={() => core.modal.open()}>Open the modal</Button>
      <AppKitModal
        core={core}
        {...(inline === undefined ? {} : { inline })}
        {...(keepMounted === undefined ? {} : { keepMounted })}
      />
    </>
  )
}

const meta = {
  title: 'scaffold/AppKitModal',
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <DappPage core={loaded.core as Core} />
  ),
  loaders: [async () => ({ core: modalCore() })],
  parameters: { layout: 'fullscreen' },
  play: settled,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Open on Connect (a browser wallet is installed, so wallets come first). */
export const Connect: Story = {}

/**
 * The keyboard contract: a labelled modal dialog with focus inside; Tab cycles inside it (last → first,
 * Shift+Tab back); Escape closes it.
 */
export const KeyboardAndEscape: Story = {
  play: async ({ loaded }) => {
    const core = loaded.core as Core
    const modal = await modalCanvas()
    const dialog = modal.getByRole('dialog', { name: 'Connect wallet' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(getDeepActiveElement()).toBe(dialog))
    const first = modal.getByRole('button', { name: 'What is a wallet?' })
    const last = modal.getByRole('button', { name: 'Get a wallet' })
    last.focus()
    await userEvent.tab()
    await expect(getDeepActiveElement()).toBe(first)
    await userEvent.tab({ shift: true })
    await expect(getDeepActiveElement()).toBe(last)
    await userEvent.keyboard('{Escape}')
    await expect(core.modal.state.open).toBe(false)
  },
}

/** The same in dark mode. */
export const ConnectDark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: modalCore({ dark: true }) })],
}

/** All wallets, reached from Connect; Back returns. */
export const AllWallets: Story = {
  play: async ({ loaded }) => {
    const core = loaded.core as Core
    const modal = await modalCanvas()
    await userEvent.click(await modal.findByRole('button', { name: /^All wallets/ }))
    await modal.findByRole('searchbox', { name: 'Search wallets' })
    await userEvent.type(modal.getByRole('searchbox', { name: 'Search wallets' }), '170')
    await userEvent.click(
      await modal.findByRole('button', { name: 'Fixture Wallet 170' }, { timeout: 3_000 }),
    )
    await expect(core.router.state.view).toBe('ConnectingWalletConnect')
    await userEvent.click(modal.getByRole('button', { name: 'Back' }))
    await expect(core.router.state.view).toBe('AllWallets')
    await settled()
  },
}

/** Waiting for MetaMask. */
export const ConnectingExternal: Story = {
  play: async () => {
    const modal = await modalCanvas()
    await userEvent.click(modal.getByRole('button', { name: /^MetaMask/ }))
    await modal.findByRole('heading', { name: 'Continue in MetaMask' })
    await settled()
    await expect(modal.getByRole('heading', { name: 'Continue in MetaMask' })).toBeVisible()
  },
}

/** The WalletConnect QR code for a registry wallet. */
export const ConnectingWalletConnect: Story = {
  loaders: [async () => ({ core: modalCore({ wcUri: true }) })],
  play: async () => {
    const modal = await modalCanvas()
    await userEvent.click(await modal.findByRole('button', { name: 'Fixture Wallet 2' }))
    await modal.findByRole('img', { name: 'QR code to connect Fixture Wallet 2' })
    await settled()
    await expect(modal.getByRole('img', { name: 'QR code to connect Fixture Wallet 2' })).toBeVisible()
  },
}

/** No adapters: the modal opens on the WalletConnect-only screen (spec §2). */
export const ConnectingWalletConnectBasic: Story = {
  loaders: [async () => ({ core: modalCore({ adapters: false, wcUri: true }) })],
}

/** WalletConnect not configured: said plainly. */
export const WalletConnectNotConfigured: Story = {
  loaders: [async () => ({ core: modalCore({ adapters: false }) })],
}

/** The lazily loaded help view, from the header's help button. */
export const WhatIsAWallet: Story = {
  play: async () => {
    const modal = await modalCanvas()
    await userEvent.click(modal.getByRole('button', { name: 'What is a wallet?' }))
    await modal.findByRole('heading', { name: 'One login for every app' })
    await settled()
    await expect(modal.getByRole('heading', { name: 'One login for every app' })).toBeVisible()
  },
}

/** Get a wallet, the registry's suggestions. */
export const GetWallet: Story = {
  loaders: [async () => ({ core: modalCore({ view: 'GetWallet' }) })],
}

/** The developer alert bar and a toast, from the core. */
export const AlertAndToast: Story = {
  loaders: [
    async () => {
      const core = modalCore()
      core.alert.open({ message: 'Project ID Not Configured', variant: 'warning' })
      core.snack.showSuccess('Link copied')
      return { core }
    },
  ],
}

/**
 * A Solana send the node refused, from the modal's review: its toast says the spec's Solana message and the review
 * stays for another try.
 */
export const SolanaSendFailed: Story = {
  loaders: [
    async () => {
      const core = await createSolanaSendStoryCore({
        wallet: 'fails',
        send: {
          tokenBalances: storySolanaTokens,
          token: storySol,
          amount: '0.5',
          receiver: STORY_SOLANA_RECEIVER,
        },
      })
      core.modal.open({ view: 'WalletSendPreview' })
      return { core }
    },
  ],
  play: async () => {
    const canvas = await modalCanvas()
    const send = await canvas.findByRole('button', { name: 'Send' })
    await waitFor(() => expect(send).toBeEnabled())
    await userEvent.click(send)
    await expect(await canvas.findByText('Failed to send transaction. Please try again.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    await settled()
  },
}

/** Closing refused (sign-in required): the card shakes for 500 ms and stays. */
export const RefusesToClose: Story = {
  play: async ({ loaded }) => {
    const core = loaded.core as Core
    const modal = await modalCanvas()
    core.modal.close = () => {
      core.modal.shake()
      return false
    }
    await userEvent.click(modal.getByRole('button', { name: 'Close' }))
    await expect(modal.getByRole('dialog')).toHaveAttribute('data-shake')
    await expect(core.modal.state.open).toBe(true)
    await settled()
  },
}

/** Backdrop click closes. */
export const BackdropClick: Story = {
  play: async ({ loaded }) => {
    const core = loaded.core as Core
    await modalCanvas()
    const overlay = findModalHost()?.shadowRoot?.querySelector('.apkt-modal-overlay') as HTMLElement
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } })
    await expect(core.modal.state.open).toBe(false)
  },
}

/** German. */
export const German: Story = {
  loaders: [async () => ({ core: modalCore({ overrides: { locale: 'de' } }) })],
}

/** A phone: the card is a bottom sheet. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Long wallet names. */
export const LongNames: Story = {
  loaders: [
    async () => ({
      core: modalCore({
        connectors: [
          announced('org.long.one', 'A Wallet With A Remarkably Long Name For Testing Layouts', '#7b3fe4'),
          announced('org.long.two', 'Hyperextended Multichain Self-Custody Browser Extension', '#00a86b'),
        ],
      }),
    }),
  ],
}

/** Many installed wallets: the body scrolls inside the card. */
export const ManyWallets: Story = {
  loaders: [
    async () => ({
      core: modalCore({
        connectors: Array.from({ length: 14 }, (_, index) =>
          announced(`org.many.${index}`, `Browser Wallet ${index + 1}`, '#7b3fe4'),
        ),
      }),
    }),
  ],
}

/** `enableEmbedded`: inline in the page, no overlay, no close button. */
export const Embedded: Story = {
  loaders: [async () => ({ core: modalCore({ overrides: { enableEmbedded: true } }) })],
  render: (_args, { loaded }) => <DappPage core={loaded.core as Core} inline />,
}

/**
 * Kept mounted, as `createAppKit` mounts it once the page is idle: closed, the dialog waits on Connect, hidden
 * (no dialog or wallet reachable by role), and the open shows that same element. Which animations the open starts
 * is checked by the laboratory's e2e (stories run with reduced motion).
 */
export const KeptThenOpened: Story = {
  loaders: [async () => ({ core: modalCore({ closed: true }) })],
  render: (_args, { loaded }) => <DappPage core={loaded.core as Core} keepMounted />,
  play: async ({ canvasElement }) => {
    const overlay = await waitFor(() => {
      const found = findModalHost()?.shadowRoot?.querySelector<HTMLElement>(
        '.apkt-modal-overlay[data-standby]',
      )
      if (!found) throw new Error('the dialog is not waiting')
      return found
    })
    const modal = within(overlay.parentNode as HTMLElement)
    await expect(getComputedStyle(overlay).visibility).toBe('hidden')
    await expect(modal.queryByRole('dialog')).toBeNull()
    await expect(modal.queryByRole('button', { name: /MetaMask/ })).toBeNull()
    // The dApp's button renders in a shadow root of its own.
    const page = canvasElement.querySelector('[data-apkt-shadow-host]')?.shadowRoot as unknown as HTMLElement
    await userEvent.click(within(page).getByRole('button', { name: 'Open the modal' }))
    await waitFor(() => expect(overlay.hasAttribute('data-standby')).toBe(false))
    await expect(getComputedStyle(overlay).visibility).toBe('visible')
    await expect(modal.getByRole('dialog', { name: 'Connect wallet' })).toBeTruthy()
    await expect(modal.getByRole('button', { name: /MetaMask/ })).toBeTruthy()
    await settled()
  },
}
