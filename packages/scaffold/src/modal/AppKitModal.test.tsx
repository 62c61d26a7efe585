import { type Connector, type Core, ViewNotAvailableError } from '@org/appkit-core'
import { FIRST_PAINT_FALLBACK_MS, IDLE_FALLBACK_DELAY_MS, type ModalView } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import { act, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { connectStoryWallet } from '../stories/connectStoryWallet.ts'
import { createEmbeddedWalletStoryCore } from '../stories/createEmbeddedWalletStoryCore.ts'
import { createStoryCore } from '../stories/createStoryCore.ts'
import { AppKitModal } from './AppKitModal.tsx'
import { getDeepActiveElement } from './getDeepActiveElement.ts'
import { VIEW_PREFETCH_FALLBACK_DELAY_MS } from './usePrefetchViews.ts'
import { viewRegistry } from './viewRegistry.ts'

const cores: Core[] = []
afterEach(() => {
  for (const core of cores.splice(0)) core.destroy()
  vi.restoreAllMocks()
})

const metaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

/** A core with a (fake) EVM adapter, so the modal opens on Connect rather than the WalletConnect-only view. */
function modalCore(overrides: Parameters<typeof createStoryCore>[0] = {}) {
  // The modal's account views offer swaps and activity as served.
  const { adapter } = createMockAdapter({ capabilities: { swap: true, history: true }, balance: '1.2345678' })
  const core = createStoryCore({ adapters: [adapter], ...overrides })
  cores.push(core)
  return core
}

function renderPage(core: Core, props: { inline?: boolean; warmUp?: boolean; keepMounted?: boolean } = {}) {
  return render(
    <>
      <button type="button">Open modal</button>
      <main>The dApp</main>
      <AppKitModal core={core} {...props} />
    </>,
  )
}

function modalRoot(): HTMLElement {
  const root = document
    .querySelector('.apkt-modal-host')
    ?.shadowRoot?.querySelector<HTMLElement>('.apkt-root')
  if (!root) throw new Error('the modal is not rendered')
  return root
}
const modal = () => within(modalRoot())
const active = () => getDeepActiveElement()

async function openModal(core: Core, opener: HTMLElement, view?: Parameters<Core['modal']['open']>[0]) {
  opener.focus()
  await act(async () => core.modal.open(view))
  await waitFor(() => expect(modal().getByRole('dialog')).toBeTruthy())
  // Focus moves in once the open has been painted.
  await waitFor(() => expect(active()).toBe(modal().getByRole('dialog')))
}

it('renders nothing while closed, then a labelled modal dialog on the opening view', async () => {
  const core = modalCore()
  const page = renderPage(core)
  expect(document.querySelector('.apkt-modal-host')).toBeNull()
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  const dialog = modal().getByRole('dialog', { name: 'Connect wallet' })
  expect(dialog.getAttribute('aria-modal')).toBe('true')
  expect(modal().getByRole('heading', { level: 2, name: 'Connect wallet' })).toBeTruthy()
  expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
  expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
})

it('moves focus into the dialog on open and gives it back to the opener on close', async () => {
  const core = modalCore()
  const page = renderPage(core)
  const opener = page.getByRole('button', { name: 'Open modal' })
  await openModal(core, opener)
  expect(active()).toBe(modal().getByRole('dialog'))
  await userEvent.click(modal().getByRole('button', { name: 'Close' }))
  expect(core.modal.state.open).toBe(false)
  await waitFor(() => expect(document.querySelector('.apkt-modal-host')).toBeNull())
  expect(active()).toBe(opener)
})

it('traps Tab: from the last control to the first, Shift+Tab back, the email input included', async () => {
  // The email field shows only with an embedded wallet: fakes at the edge provide one.
  const core = createEmbeddedWalletStoryCore()
  cores.push(core)
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  const help = modal().getByRole('button', { name: 'What is a wallet?' })
  const email = modal().getByRole('textbox', { name: 'Email' })
  const guide = modal().getByRole('button', { name: 'Get a wallet' })

  await userEvent.tab()
  expect(active()).toBe(help)
  await userEvent.tab()
  expect(active()).toBe(modal().getByRole('button', { name: 'Close' }))
  await userEvent.tab()
  expect(active()).toBe(email)

  guide.focus()
  await userEvent.tab()
  expect(active()).toBe(help)
  await userEvent.tab({ shift: true })
  expect(active()).toBe(guide)
  // Focus never reached the page behind.
  expect(page.getByRole('button', { name: 'Open modal', hidden: true })).not.toBe(active())
})

it('closes on Escape', async () => {
  const core = modalCore()
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  await userEvent.keyboard('{Escape}')
  expect(core.modal.state.open).toBe(false)
})

it('stays open and shakes for SHAKE_MS when the core refuses to close', async () => {
  const core = modalCore()
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  // The core refuses on the sign views while sign-in is required (spec §2); stand in for that refusal.
  const close = vi.spyOn(core.modal, 'close').mockImplementation(() => {
    core.modal.shake()
    return false
  })
  await userEvent.keyboard('{Escape}')
  expect(close).toHaveBeenCalledOnce()
  expect(core.modal.state.open).toBe(true)
  expect(modal().getByRole('dialog').hasAttribute('data-shake')).toBe(true)
  await waitFor(() => expect(modal().getByRole('dialog').hasAttribute('data-shake')).toBe(false), {
    timeout: 1_000,
  })
})

it('lets a search field use Escape to clear itself without closing the modal', async () => {
  const core = modalCore()
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }), { view: 'AllWallets' })
  const search = await modal().findByRole('searchbox', { name: 'Search wallets' })
  search.focus()
  await userEvent.keyboard('rain')
  await userEvent.keyboard('{Escape}')
  expect((search as HTMLInputElement).value).toBe('')
  expect(core.modal.state.open).toBe(true)
  await userEvent.keyboard('{Escape}')
  expect(core.modal.state.open).toBe(false)
})

it('closes on a backdrop click, not on a click inside the card', async () => {
  const core = modalCore()
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  await userEvent.click(modal().getByRole('heading', { level: 2 }))
  expect(core.modal.state.open).toBe(true)
  await userEvent.click(modalRoot().querySelector('.apkt-modal-overlay') as HTMLElement)
  expect(core.modal.state.open).toBe(false)
})

it('makes the page behind inert while open and restores it on close, leaving inert it did not set', async () => {
  const core = modalCore()
  const page = renderPage(core)
  const untouched = document.createElement('aside')
  untouched.setAttribute('inert', '')
  document.body.append(untouched)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  await waitFor(() => expect(page.container.hasAttribute('inert')).toBe(true))
  await act(async () => {
    core.modal.close()
  })
  expect(page.container.hasAttribute('inert')).toBe(false)
  expect(untouched.hasAttribute('inert')).toBe(true)
  untouched.remove()
})

it('makes the page inert after the open has been painted, and not at all when the modal closes before', async () => {
  const core = modalCore()
  const page = renderPage(core)
  // The open's own task shows the dialog; focus moving in and the page's restyle for inert (a cost that grows with
  // the page) wait for the dialog's paint.
  const opener = page.getByRole('button', { name: 'Open modal' })
  opener.focus()
  await act(async () => core.modal.open())
  expect(active()).toBe(opener)
  expect(page.container.hasAttribute('inert')).toBe(false)
  await waitFor(() => expect(page.container.hasAttribute('inert')).toBe(true))
  expect(active()).toBe(modal().getByRole('dialog'))
  await act(async () => core.modal.close())
  expect(page.container.hasAttribute('inert')).toBe(false)
  // Closed again before that paint: nothing is left inert afterwards, not even after the hidden tab's fallback.
  await act(async () => {
    core.modal.open()
  })
  await act(async () => core.modal.close())
  await act(async () => new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_FALLBACK_MS + 50)))
  expect(page.container.hasAttribute('inert')).toBe(false)
})

it('leaves focus where the visitor put it inside the dialog before the open was painted', async () => {
  const core = modalCore()
  const page = renderPage(core)
  await act(async () => core.modal.open())
  const close = modal().getByRole('button', { name: 'Close' })
  close.focus()
  await waitFor(() => expect(page.container.hasAttribute('inert')).toBe(true))
  await act(async () => new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_FALLBACK_MS + 50)))
  expect(active()).toBe(close)
})

it('goes Connect → All wallets → search → a wallet → ConnectingWalletConnect by keyboard; back returns', async () => {
  const core = modalCore()
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  const allWallets = await modal().findByRole('button', { name: /^All wallets/ })
  allWallets.focus()
  await userEvent.keyboard('{Enter}')
  expect(core.router.state.view).toBe('AllWallets')
  // The search field takes focus with the new view.
  const search = await modal().findByRole('searchbox', { name: 'Search wallets' })
  await waitFor(() => expect(active()).toBe(search))
  await userEvent.keyboard('Wallet 170')
  const result = await modal().findByRole('button', { name: 'Fixture Wallet 170' }, { timeout: 2_000 })
  expect(modal().getByRole('list', { name: 'Search results' })).toBeTruthy()
  while (active() !== result) await userEvent.tab()
  await userEvent.keyboard('{Enter}')
  expect(core.router.state.view).toBe('ConnectingWalletConnect')
  expect(modal().getByRole('heading', { level: 2 }).textContent).toBe('Fixture Wallet 170')

  await userEvent.click(modal().getByRole('button', { name: 'Back' }))
  expect(core.router.state.view).toBe('AllWallets')
  await userEvent.click(modal().getByRole('button', { name: 'Back' }))
  expect(core.router.state.view).toBe('Connect')
  expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
})

it('closes when going back from the last history entry', async () => {
  const core = modalCore()
  const page = renderPage(core)
  const opener = page.getByRole('button', { name: 'Open modal' })
  await openModal(core, opener)
  await act(async () => core.router.goBack())
  expect(core.modal.state.open).toBe(false)
  await waitFor(() => expect(document.querySelector('.apkt-modal-host')).toBeNull())
  expect(active()).toBe(opener)
})

it('with keepMounted, waits closed on the Connect view, hidden and taking nothing; an open only shows it', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 500 }))
  const core = modalCore({ fetch })
  const page = renderPage(core, { keepMounted: true })
  const overlay = await waitFor(() => {
    const element = modalRoot().querySelector<HTMLElement>('.apkt-modal-overlay')
    expect(element).not.toBeNull()
    return element as HTMLElement
  })
  // Waiting: rendered and marked so the styles hide it, and nothing taken from the page or asked of the network.
  expect(overlay.hasAttribute('data-standby')).toBe(true)
  expect(overlay.querySelector('[data-view="Connect"]')).not.toBeNull()
  expect(page.getByText('The dApp').closest('[inert]')).toBeNull()
  expect(active()).toBe(document.body)
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(fetch).not.toHaveBeenCalled()
  const opener = page.getByRole('button', { name: 'Open modal' })
  await openModal(core, opener)
  // The same elements, shown: focus moves in, the page behind is inert, the registry is asked.
  expect(modalRoot().querySelector('.apkt-modal-overlay')).toBe(overlay)
  expect(overlay.hasAttribute('data-standby')).toBe(false)
  expect(active()).toBe(modal().getByRole('dialog'))
  await waitFor(() => expect(page.getByText('The dApp').closest('[inert]')).not.toBeNull())
  await waitFor(() => expect(fetch).toHaveBeenCalled())
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(overlay.hasAttribute('data-standby')).toBe(true))
  expect(modalRoot().querySelector('.apkt-modal-overlay')).toBe(overlay)
  expect(page.getByText('The dApp').closest('[inert]')).toBeNull()
})

/** Counts the forced style reads of the kept dialog's overlay made while it is shown inline (primeShownStyles). */
function countShownStyleReads() {
  const reads = { count: 0 }
  const read = window.getComputedStyle.bind(window)
  vi.spyOn(window, 'getComputedStyle').mockImplementation((target, pseudo) => {
    const element = target as HTMLElement
    if (element.classList.contains('apkt-modal-overlay') && element.style.visibility === 'visible')
      reads.count += 1
    return read(target, pseudo)
  })
  return reads
}

it('with keepMounted, has the styles of the waiting dialog computed as shown once idle, not once it opened', async () => {
  const reads = countShownStyleReads()
  const core = modalCore()
  const page = renderPage(core, { keepMounted: true })
  const overlay = await waitFor(() => {
    const element = modalRoot().querySelector<HTMLElement>('.apkt-modal-overlay[data-standby]')
    expect(element).not.toBeNull()
    return element as HTMLElement
  })
  await waitFor(() => expect(reads.count).toBe(1), { timeout: 2_000 })
  expect(overlay.getAttribute('style')).toBeNull()
  // Opened, then closed before the next idle period: the open cancels the wait, the close starts a new one.
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  await act(async () => new Promise((resolve) => setTimeout(resolve, IDLE_FALLBACK_DELAY_MS + 200)))
  expect(reads.count).toBe(1)
  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(reads.count).toBe(2), { timeout: 2_000 })
  expect(overlay.hasAttribute('data-standby')).toBe(true)
  expect(overlay.getAttribute('style')).toBeNull()
})

it('with keepMounted, closed on another view, keeps only its empty host and opens the dialog in it', async () => {
  const core = modalCore()
  const page = renderPage(core, { keepMounted: true })
  const host = document.querySelector('.apkt-modal-host')
  const root = modalRoot()
  await openModal(core, page.getByRole('button', { name: 'Open modal' }), { view: 'Networks' })
  await userEvent.keyboard('{Escape}')
  expect(core.router.state.view).toBe('Networks')
  await waitFor(() => expect(root.childElementCount).toBe(0))
  expect(document.querySelector('.apkt-modal-host')).toBe(host)
  expect(page.getByText('The dApp').closest('[inert]')).toBeNull()
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  expect(modalRoot()).toBe(root)
  expect(root.querySelector('[data-view="Connect"]')).not.toBeNull()
})

it('connects an announced wallet from the list and closes once it is connected', async () => {
  const core = modalCore()
  core.connector.setConnectors('eip155', [metaMask])
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  await userEvent.click(modal().getByRole('button', { name: /^MetaMask/ }))
  await waitFor(() => expect(core.modal.state.open).toBe(false))
  expect(core.connection.state.status.eip155).toBe('connected')
  expect(core.connector.state.recentWallets[0]?.name).toBe('MetaMask')
})

it('shows the core toast and the alert bar, translated, and dismisses the alert', async () => {
  const core = modalCore({ locale: 'de' })
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  await waitFor(() => expect(modal().getByRole('heading', { level: 2 }).textContent).toBe('Wallet verbinden'))
  await act(async () => core.snack.showError('Signature declined'))
  expect(modal().getByRole('alert').textContent).toBe('Signatur abgelehnt')
  await act(async () => {
    core.alert.open({ message: 'Session Expired', variant: 'warning' })
  })
  const alert = modal()
    .getAllByRole('alert')
    .find((element) => element.textContent?.includes('Sitzung abgelaufen'))
  expect(alert).toBeTruthy()
  await userEvent.click(modal().getByRole('button', { name: 'Ausblenden' }))
  expect(core.alert.state.open).toBe(false)
})

it('never opens on a view it has no component for: the open throws ViewNotAvailableError, nothing shows', () => {
  const core = modalCore()
  renderPage(core)
  expect(() => core.modal.open({ view: 'Swap' })).toThrow(ViewNotAvailableError)
  expect(core.modal.state.open).toBe(false)
  expect(document.querySelector('.apkt-modal-host')).toBeNull()
})

it('a core told it renders a view the registry lacks shows the view-failed state, not an empty panel', async () => {
  const core = modalCore({ views: ['Connect', 'Swap'] })
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }), { view: 'Swap' })
  expect(modal().getByRole('heading', { name: 'This screen could not load' })).toBeTruthy()
})

it('opens the lazily loaded help views: What is a wallet? then Get a wallet', async () => {
  const core = modalCore()
  const page = renderPage(core)
  await openModal(core, page.getByRole('button', { name: 'Open modal' }))
  await userEvent.click(modal().getByRole('button', { name: 'What is a wallet?' }))
  expect(modal().getByRole('heading', { level: 2 }).textContent).toBe('What is a wallet?')
  await userEvent.click(await modal().findByRole('button', { name: 'Get a wallet' }))
  expect(core.router.state.view).toBe('GetWallet')
  expect(await modal().findByRole('list', { name: 'Suggested wallets' })).toBeTruthy()
})

it('renders inline when enableEmbedded is on: a labelled region, no close button, the page left alone', async () => {
  const core = modalCore({ enableEmbedded: true })
  const page = renderPage(core)
  expect(modal().getByRole('region', { name: 'Connect wallet' })).toBeTruthy()
  expect(modal().queryByRole('dialog')).toBeNull()
  expect(modal().queryByRole('button', { name: 'Close' })).toBeNull()
  expect(page.container.hasAttribute('inert')).toBe(false)
  expect(page.container.contains(document.querySelector('.apkt-modal-host'))).toBe(true)
})

it('on a view change the title takes the focus the old view lost; inline, focus in the page stays there', async () => {
  const core = modalCore()
  const modalPage = renderPage(core)
  await openModal(core, modalPage.getByRole('button', { name: 'Open modal' }))
  const allWallets = await modal().findByRole('button', { name: /^All wallets/ })
  allWallets.focus()
  await act(async () => core.router.push('Networks'))
  const title = modal().getByRole('heading', { level: 2 })
  await waitFor(() => expect(active()).toBe(title))

  const inlineCore = modalCore({ enableEmbedded: true })
  const page = render(
    <>
      <button type="button">In the page</button>
      <AppKitModal core={inlineCore} />
    </>,
  )
  const pageButton = page.getByRole('button', { name: 'In the page' })
  pageButton.focus()
  await act(async () => inlineCore.router.push('Networks'))
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(active()).toBe(pageButton)
})

it('a warm-up render lays the Connect view out but asks the registry for nothing and loads no remote image', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 500 }))
  const core = modalCore({ fetch })
  const inlineIcon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
  core.connector.setConnectors('eip155', [
    { ...metaMask, imageUrl: 'https://wallet.example/metamask.png' },
    {
      ...metaMask,
      id: 'app.inline',
      name: 'Inline Wallet',
      info: { rdns: 'app.inline' },
      imageUrl: inlineIcon,
    },
  ])
  render(<AppKitModal core={core} inline warmUp />)
  const list = await waitFor(() => modal().getByRole('list', { name: /wallet/i }))
  expect(within(list).getByRole('button', { name: /MetaMask/ })).toBeTruthy()
  expect(modalRoot().querySelector('img[src^="https:"]')).toBeNull()
  // An inline image reaches no network: it shows in a warm-up too, so the open changes nothing in its row.
  expect(modalRoot().querySelector(`img[src="${inlineIcon}"]`)).not.toBeNull()
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(fetch).not.toHaveBeenCalled()
  expect(core.api.state.status.featured).toBe('idle')
})

it('a warm-up of the overlay renders the closed modal dialog in place, without taking focus or the page', () => {
  const core = modalCore()
  const page = renderPage(core, { warmUp: true })
  const opener = page.getByRole('button', { name: 'Open modal' })
  opener.focus()
  expect(core.modal.state.open).toBe(false)
  expect(modal().getByRole('dialog')).toBeTruthy()
  // In place (the render's own container), not portalled into the body.
  expect(page.container.contains(document.querySelector('.apkt-modal-host'))).toBe(true)
  expect(active()).toBe(opener)
  expect(page.getByText('The dApp').closest('[inert]')).toBeNull()
  expect(opener.hasAttribute('inert')).toBe(false)
})

it('the same render, not a warm-up, asks the registry for its lists and shows the wallet image', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 500 }))
  const core = modalCore({ fetch })
  core.connector.setConnectors('eip155', [{ ...metaMask, imageUrl: 'https://wallet.example/metamask.png' }])
  render(<AppKitModal core={core} inline />)
  await waitFor(() => expect(fetch).toHaveBeenCalled())
  expect(modalRoot().querySelector('img[src="https://wallet.example/metamask.png"]')).not.toBeNull()
})

/**
 * How many times the idle prefetch after `show` loaded `view`'s chunk. `witness` is in the same list of
 * viewPrefetches, so both load in one idle callback: its load says the prefetch ran.
 */
async function prefetchLoads(
  view: ModalView,
  witness: ModalView,
  show: () => Promise<void>,
): Promise<number> {
  const entry = viewRegistry[view]
  const witnessEntry = viewRegistry[witness]
  if (!entry?.preload || !witnessEntry?.preload) throw new Error(`${view} and ${witness} are lazy views`)
  const load = vi.spyOn(entry, 'preload')
  const witnessLoad = vi.spyOn(witnessEntry, 'preload')
  try {
    await show()
    await waitFor(() => expect(witnessLoad).toHaveBeenCalled(), {
      timeout: VIEW_PREFETCH_FALLBACK_DELAY_MS * 4,
    })
    return load.mock.calls.length
  } finally {
    load.mockRestore()
    witnessLoad.mockRestore()
  }
}

it.each([
  ['not configured', {}, 0],
  ['configured', { siwx: {} }, 1],
])(
  'prefetches the sign-in view from Connect only when sign-in is configured (%s)',
  async (_, overrides, loads) => {
    const core = modalCore(overrides)
    const { getByRole } = renderPage(core)
    const opened = () => openModal(core, getByRole('button', { name: 'Open modal' }))
    expect(await prefetchLoads('SIWXSignMessage', 'Account', opened)).toBe(loads)
  },
)

it.each([
  ['on', {}, 1],
  ['off', { features: { send: false, analytics: false } }, 0],
])(
  'prefetches the send view from Account only while sending is available (send %s)',
  async (_, overrides, loads) => {
    const core = modalCore(overrides)
    await connectStoryWallet(core)
    const { getByRole } = renderPage(core)
    const opened = () => openModal(core, getByRole('button', { name: 'Open modal' }), { view: 'Account' })
    expect(await prefetchLoads('WalletSend', 'Networks', opened)).toBe(loads)
  },
)
