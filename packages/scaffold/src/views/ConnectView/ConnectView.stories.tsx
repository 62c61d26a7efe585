import type { Connector, CreateCoreParameters } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EMBEDDED_WALLET_STORY_VIEWS } from '../../stories/createEmbeddedWalletStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { connectViewStyles } from './ConnectView.styles.ts'
import { ConnectView } from './ConnectView.tsx'

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
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  imageUrl: logo('#3b99fc', 'WC'),
}

/**
 * A core with an EVM adapter (the story wallet), `connectors` announced and WalletConnect. `embedded` fakes what
 * does not exist yet, at the edge: the adapter provides the embedded wallet and its email and social views are
 * built, so the email and social logins are available.
 */
function connectCore(
  connectors: Connector[] = [metaMask],
  overrides: Partial<CreateCoreParameters> = {},
  { embedded = false } = {},
) {
  const { adapter } = createMockAdapter({ capabilities: { embeddedWallet: embedded } })
  const core = createStoryCore({
    adapters: [adapter],
    featuredWalletIds: ['fixture-wallet-12'],
    ...(embedded ? { views: EMBEDDED_WALLET_STORY_VIEWS } : {}),
    ...overrides,
  })
  core.connector.setConnectors('eip155', connectors)
  core.connector.addConnector(walletConnect)
  core.connector.addRecentWallet({ id: 'fixture-wallet-9', name: 'Fixture Wallet 9' })
  return core
}

const meta = {
  title: 'scaffold/views/ConnectView',
  render: renderViewStory(ConnectView, connectViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: connectCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * What the modal shows today: the wallets alone (no embedded wallet serves email or social login yet), in the
 * core order: WalletConnect, recent, installed, featured, recommended, then All wallets. Choosing MetaMask
 * connects it.
 */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Continue with/ })).toBeNull()
    const list = within(canvas.getByRole('list', { name: 'Wallets' }))
    await waitFor(() => expect(list.getAllByRole('button')).toHaveLength(9))
    await expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'WalletConnectQR code',
      'Fixture Wallet 9Recent',
      'MetaMaskInstalled',
      'Fixture Wallet 12',
      'Fixture Wallet 1',
      'Fixture Wallet 2',
      'Fixture Wallet 3',
      'Fixture Wallet 4',
      'All wallets',
    ])
    await userEvent.click(canvas.getByRole('button', { name: /^MetaMask/ }))
    const { core } = loaded as { core: ReturnType<typeof connectCore> }
    await expect(core.router.state.view).toBe('ConnectingExternal')
  },
}

/** Sections in order, top to bottom, by their class. */
function sectionOrder(root: HTMLElement): string[] {
  return Array.from(
    root.querySelectorAll('.apkt-connect-email, .apkt-connect-socials, .apkt-connect-wallets'),
  ).map((section) => section.className.replace(/.*apkt-connect-/, ''))
}

/**
 * Once an embedded wallet serves email and social login (fakes here): a browser wallet is installed, so wallets
 * come first, then email and socials (spec §2).
 */
export const EmbeddedWallet: Story = {
  loaders: [async () => ({ core: connectCore([metaMask], {}, { embedded: true }) })],
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    await expect(sectionOrder(root)).toEqual(['wallets', 'email', 'socials'])
    await expect(within(root).getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  },
}

/** Embedded wallet (fakes) and no browser wallet: email and socials first (spec §2 default order). */
export const NoBrowserWallet: Story = {
  loaders: [async () => ({ core: connectCore([], {}, { embedded: true }) })],
  play: async ({ canvasElement }) => {
    await expect(sectionOrder(await findViewRoot(canvasElement))).toEqual(['email', 'socials', 'wallets'])
  },
}

/** Embedded wallet (fakes) but email and socials switched off (`features.email`/`socials` false): only wallets. */
export const WalletsOnly: Story = {
  loaders: [
    async () => ({
      core: connectCore([metaMask], { features: { email: false, socials: false } }, { embedded: true }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(sectionOrder(await findViewRoot(canvasElement))).toEqual(['wallets'])
  },
}

/** The registry's first lists are still loading: placeholder rows under the connectors. */
export const Loading: Story = {
  loaders: [
    async () => ({
      core: connectCore([], { featuredWalletIds: [], fetch: () => new Promise<Response>(() => undefined) }),
    }),
  ],
}

/** Nothing installed, the registry lists nothing, All wallets hidden: only WalletConnect. */
export const Empty: Story = {
  loaders: [
    async () => ({
      core: connectCore([], {
        featuredWalletIds: [],
        allWallets: 'HIDE',
        fetch: async () => Response.json({ count: 0, data: [] }),
      }),
    }),
  ],
}

/** The legal checkbox gates every way to connect (wallets, and email and socials where available) until ticked. */
export const LegalCheckbox: Story = {
  loaders: [
    async () => ({
      core: connectCore(
        [metaMask],
        {
          features: { legalCheckbox: true },
          termsConditionsUrl: 'https://dapp.example/terms',
          privacyPolicyUrl: 'https://dapp.example/privacy',
        },
        { embedded: true },
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const metaMaskRow = canvas.getByRole('button', { name: /^MetaMask/ })
    await expect(metaMaskRow).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }))
    await expect(metaMaskRow).toBeEnabled()
    // The buttons fade from their disabled colours (150 ms); the axe check after the play reads the end state.
    await new Promise((resolve) => setTimeout(resolve, 400))
  },
}

/** Without the checkbox, the terms and privacy policy are named in the footer. */
export const LegalFooter: Story = {
  loaders: [
    async () => ({
      core: connectCore([metaMask], {
        termsConditionsUrl: 'https://dapp.example/terms',
        privacyPolicyUrl: 'https://dapp.example/privacy',
      }),
    }),
  ],
}

/** Long wallet names truncate in their rows. */
export const LongNames: Story = {
  loaders: [
    async () => ({
      core: connectCore([
        announced('org.long.one', 'A Wallet With A Remarkably Long Name For Testing Layouts', '#7b3fe4'),
        announced('org.long.two', 'Hyperextended Multichain Self-Custody Browser Extension', '#00a86b'),
      ]),
    }),
  ],
}

/** Many installed wallets: the modal body scrolls. */
export const ManyItems: Story = {
  loaders: [
    async () => ({
      core: connectCore(
        Array.from({ length: 12 }, (_, index) =>
          announced(
            `org.many.${index}`,
            `Browser Wallet ${index + 1}`,
            ['#f6851b', '#7b3fe4', '#00a86b'][index % 3] as string,
          ),
        ),
      ),
    }),
  ],
}

/** The German catalogue: longer strings (with the email and social logins of an embedded wallet, faked). */
export const German: Story = {
  parameters: { locale: 'de' },
  loaders: [async () => ({ core: connectCore([metaMask], {}, { embedded: true }) })],
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [
    async () => {
      const core = connectCore()
      core.theme.setThemeMode('dark')
      return { core }
    },
  ],
}
