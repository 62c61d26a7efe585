// The browser half of `pnpm bench`: Debian's Chromium through playwright-core, one fresh context (cold cache,
// empty storage) per run, CPU throttled through CDP. Times are taken inside the page with performance.now(),
// so they leave out Playwright's round trips: an instrumentation script, installed before any page script,
// watches the document and every shadow root (the buttons and the modal render in shadow roots) with
// MutationObservers, backed by an animation-frame poll for changes that are not mutations.
import { launchTestChromium } from '@org/appkit-testing/e2e'

const WALLET_NAME = 'Bench Wallet'

/** What every bench page renders: a "Connect Wallet" button, and on click a list labelled "Wallets". */
const BUTTON = { selector: 'button', text: 'Connect Wallet' }
const WALLET_OPTION = { selector: 'ul[aria-label="Wallets"] > li button', text: WALLET_NAME }

/**
 * Runs in the page before its scripts: a wallet announced over EIP-6963, as an installed extension would be, so
 * the EVM pages list one real wallet option (offline, the registry lists none). It only answers the read calls a
 * page makes before the visitor picks it; nothing here ever connects.
 */
function announceWallet(name) {
  const provider = {
    async request({ method }) {
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error(`${name} does not support ${method} in the bench`), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
  const icon =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23369'/%3E%3C/svg%3E"
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: '6b1c1e0c-5a3e-4c59-9a53-3f1f0b2c9d10',
      name,
      icon,
      rdns: 'org.appkit.bench',
    }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/**
 * Runs in the page before its scripts: the same wallet registered over Wallet Standard with a Solana chain (the
 * protocol of `@wallet-standard/wallet`'s registerWallet, written out: no package in the page), so a Solana page
 * lists it as an EVM page lists the EIP-6963 one. It connects and signs nothing; a page without a Wallet
 * Standard app only dispatches an event no one hears.
 */
function registerStandardWallet(name) {
  const refuse = (feature) => async () => {
    throw new Error(`${name} does not support ${feature} in the bench`)
  }
  const icon =
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%23369'/%3E%3C/svg%3E"
  const wallet = Object.freeze({
    version: '1.0.0',
    name,
    icon,
    // Solana mainnet's Wallet Standard chain.
    chains: Object.freeze(['solana:mainnet']),
    accounts: Object.freeze([]),
    features: Object.freeze({
      'standard:connect': { version: '1.0.0', connect: refuse('standard:connect') },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: refuse('solana:signTransaction'),
      },
    }),
  })
  const register = ({ register: registerWallet }) => registerWallet(wallet)
  window.addEventListener('wallet-standard:app-ready', ({ detail }) => register(detail))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
}

/**
 * Runs in the page before its scripts: `window.__bench.when(...)`, the time the button became visible, and the time
 * the document started (this script is the first to run in it: what comes before, the browser's commit and the
 * requests of the HTML's modulepreload links, is left out of a time measured from it).
 */
function instrumentPage(button) {
  const documentStarted = performance.now()
  const roots = [document]
  const checks = new Set()
  const runChecks = () => {
    for (const check of [...checks]) check()
  }
  const observer = new MutationObserver(runChecks)
  const observe = (root) =>
    observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true })
  observe(document)
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function attachObservedShadow(init) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    observe(root)
    return root
  }
  /** Whether the checks run in a frame's animation callbacks (else in a mutation observer's microtask). */
  let inFrame = false
  const poll = () => {
    inFrame = true
    try {
      runChecks()
    } finally {
      inFrame = false
    }
    if (checks.size > 0) requestAnimationFrame(poll)
  }
  /** Whether `box` is at least partly inside the viewport (a box moved off screen is not seen). */
  const onScreen = (box) => box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight
  /** The first element matching `selector` (and containing `text`) that has a box on screen, not hidden. */
  const find = ({ selector, text }) => {
    for (const root of roots) {
      for (const element of root.querySelectorAll(selector)) {
        if (text !== undefined && !element.textContent?.includes(text)) continue
        const box = element.getBoundingClientRect()
        if (
          box.width > 0 &&
          box.height > 0 &&
          onScreen(box) &&
          element.checkVisibility({ visibilityProperty: true })
        ) {
          return element
        }
      }
    }
    return undefined
  }
  /**
   * Calls `resolve` with performance.now() once the frame that holds the current DOM has been rendered: a
   * user-blocking task posted from a frame's animation callbacks runs after that frame's style, layout and paint,
   * ahead of the tasks the page queued before (a task posted outside a frame waits for the next one).
   */
  const afterFrame = (resolve) => {
    const post = () => scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' })
    if (inFrame) post()
    else requestAnimationFrame(post)
  }
  /**
   * Resolves with performance.now() at the first moment `target` is in the DOM and visible (found at a mutation
   * or in a frame's animation callbacks, before that frame is rendered); its `painted` promise resolves once the
   * frame that first showed it has been rendered, when the visitor sees it.
   */
  const when = (target) => {
    const shown = Promise.withResolvers()
    const painted = Promise.withResolvers()
    const check = () => {
      if (!find(target)) return
      checks.delete(check)
      shown.resolve(performance.now())
      afterFrame(painted.resolve)
    }
    checks.add(check)
    if (checks.size === 1) requestAnimationFrame(poll)
    check()
    return Object.assign(shown.promise, { painted: painted.promise })
  }
  /** Resolves `ms` milliseconds after the page's `load` event (the visitor clicks a while after the load). */
  const afterLoad = (ms) =>
    new Promise((resolve) => {
      const wait = () => {
        const [navigation] = performance.getEntriesByType('navigation')
        const loaded = navigation?.loadEventEnd || performance.now()
        setTimeout(resolve, Math.max(0, loaded + ms - performance.now()))
      }
      if (document.readyState === 'complete') setTimeout(wait, 0)
      else addEventListener('load', () => setTimeout(wait, 0), { once: true })
    })
  /** The URL paths of the JS files the page requested before `time` (performance.now() scale). */
  const scriptsRequestedBefore = (time) =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= time)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
  window.__bench = {
    find,
    when,
    afterLoad,
    scriptsRequestedBefore,
    documentStarted,
    buttonVisible: when(button),
  }
}

/**
 * Runs in the page: appends `count` rows (a `<div>` with a `<span>` of text each) at the end of `<body>`, so the
 * page is as large as a dApp's and everything the modal does to the page behind it is measured on that size.
 */
function addRows(count) {
  const rows = document.createElement('main')
  for (let index = 0; index < count; index += 1) {
    const row = document.createElement('div')
    const text = document.createElement('span')
    text.textContent = `Row ${index}`
    row.append(text)
    rows.append(row)
  }
  document.body.append(rows)
}

/**
 * Clicks the button and resolves with the milliseconds until the first wallet option is visible (in the DOM, laid
 * out and not hidden) and until the frame that shows it has been rendered.
 */
function clickToFirstOption({ button, option }) {
  const target = window.__bench.find(button)
  if (!target) throw new Error('the Connect Wallet button is not visible')
  const shown = window.__bench.when(option)
  const started = performance.now()
  target.click()
  return Promise.all([shown, shown.painted]).then(([visible, painted]) => ({
    visible: visible - started,
    painted: painted - started,
  }))
}

/**
 * Keeps the bench's pages offline without intercepting their requests: every request that is not to loopback goes
 * to a proxy on a loopback port where nothing listens (refused at once, whatever the host, an IP address too), and
 * no host name resolves. Playwright's request routing would do it too, but a route holds every request of the page,
 * loopback ones included, until the harness has answered it, a cost no visitor pays that grows with the page's
 * file count (about 38 ms more on the 9-file quick start than on the 1-file bare page at 1x, 2026-11-26).
 */
const OFFLINE_ARGS = [
  '--proxy-server=http://127.0.0.1:9',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
]

/** The tests' Chromium (Debian's, kept off every network but loopback); the packages are built before the bench. */
export async function launchBenchBrowser() {
  return launchTestChromium(OFFLINE_ARGS)
}

/** Loopback, or never on the network (inline data, blobs, blank frames). */
const staysLocal = (url) => /^((https?|wss?):\/\/127\.0\.0\.1(:\d+)?\/|data:|blob:|about:)/.test(url)

/** When the visitor clicks: this long after the page's `load` event (issue 12's tester clicked after 2 s). */
const CLICK_AFTER_LOAD_MS = 2000

/**
 * How long the modal stays open before the heap is read: what it loads once the browser is idle after the open
 * (the views it leads to, the adapters' flows) has landed by then, as it has for a visitor reading the list.
 */
const HEAP_AFTER_OPEN_MS = 2500

/**
 * One run in a fresh browser context (cold cache, empty storage): load `url` with the CPU slowed `cpuRate` times,
 * wait for the button, click CLICK_AFTER_LOAD_MS after the `load` event, wait for the first wallet option, and
 * HEAP_AFTER_OPEN_MS later collect garbage and read the JS heap. Every request that would leave 127.0.0.1 fails in
 * the browser (OFFLINE_ARGS: HTTP and WebSockets alike), so the page is measured offline, and its origin is added
 * to `foreign`.
 * Returns the times (from navigation start; `documentStarted` is when the document started), the heap and the URL
 * paths of the JS files requested before the button showed.
 */
export async function measureRun(browser, { url, cpuRate, foreign, rows = 0 }) {
  const context = await browser.newContext()
  try {
    const record = (requestUrl) => {
      if (!staysLocal(requestUrl)) foreign.add(new URL(requestUrl).origin)
    }
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    page.on('request', (request) => record(request.url()))
    page.on('websocket', (socket) => record(socket.url()))
    await page.addInitScript(instrumentPage, BUTTON)
    await page.addInitScript(announceWallet, WALLET_NAME)
    await page.addInitScript(registerStandardWallet, WALLET_NAME)
    await page.goto(url, { waitUntil: 'load' })
    const { buttonVisible, documentStarted } = await page.evaluate(async () => ({
      buttonVisible: await window.__bench.buttonVisible,
      documentStarted: window.__bench.documentStarted,
    }))
    if (rows > 0) await page.evaluate(addRows, rows)
    await page.evaluate((ms) => window.__bench.afterLoad(ms), CLICK_AFTER_LOAD_MS)
    const { visible: firstOption, painted: firstOptionPainted } = await page.evaluate(clickToFirstOption, {
      button: BUTTON,
      option: WALLET_OPTION,
    })
    const scriptsBeforeButton = await page.evaluate(
      (time) => window.__bench.scriptsRequestedBefore(time),
      buttonVisible,
    )
    await page.waitForTimeout(HEAP_AFTER_OPEN_MS)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN
    return { buttonVisible, documentStarted, firstOption, firstOptionPainted, heap, scriptsBeforeButton }
  } finally {
    await context.close()
  }
}
