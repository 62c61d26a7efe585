import { describe, expect, it } from 'vitest'
import { createDevWallet } from './createDevWallet.ts'
import { type DevWalletWindow, injectDevWallet } from './injectDevWallet.ts'

const icon = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
const info = {
  name: 'Dev Wallet',
  rdns: 'org.appkit.devwallet',
  icon,
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
}

/** A minimal stand-in for `window`: an EventTarget that can hold `ethereum`. */
const fakeWindow = (): DevWalletWindow => new EventTarget() as DevWalletWindow
// No network is touched: the wallet only answers eth_chainId locally here.
const wallet = () =>
  createDevWallet({ addressIndex: 0, chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:1' }] })

type Announcement = { info: typeof info; provider: unknown }

function collectAnnouncements(target: DevWalletWindow) {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', ((event: CustomEvent<Announcement>) => {
    seen.push(event.detail)
  }) as () => void)
  return seen
}

describe('injectDevWallet', () => {
  it('sets window.ethereum by default, and restores what was there when undone', async () => {
    const target = fakeWindow()
    const provider = wallet()
    const uninject = injectDevWallet(target, provider)
    expect(target.ethereum).toBe(provider)
    expect(await (target.ethereum as typeof provider).request({ method: 'eth_chainId' })).toBe('0x7a69')
    uninject()
    expect('ethereum' in target).toBe(false)

    const previous = { isOther: true }
    target.ethereum = previous
    injectDevWallet(target, provider)()
    expect(target.ethereum).toBe(previous)
  })

  it('announces via EIP-6963 on injection and again in reply to every eip6963:requestProvider', () => {
    const target = fakeWindow()
    const seen = collectAnnouncements(target)
    const provider = wallet()
    const uninject = injectDevWallet(target, provider, { asWindowEthereum: false, announce: info })
    expect(seen).toHaveLength(1)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
    expect(seen[2]).toEqual({ info, provider })
    expect(Object.isFrozen(seen[0]) && Object.isFrozen(seen[0]?.info)).toBe(true)
    expect('ethereum' in target).toBe(false)

    uninject()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
  })

  it('gives the announcement a UUID when none is set, stable across replies', () => {
    const target = fakeWindow()
    const seen = collectAnnouncements(target)
    injectDevWallet(target, wallet(), { announce: { name: info.name, rdns: info.rdns, icon } })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen[0]?.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(seen[1]?.info.uuid).toBe(seen[0]?.info.uuid)
  })

  it('refuses an icon that is not a data:image URI (EIP-6963)', () => {
    expect(() =>
      injectDevWallet(fakeWindow(), wallet(), {
        announce: { ...info, icon: 'https://example.com/icon.svg' },
      }),
    ).toThrow(TypeError)
  })

  it('accepts a real browser window by type', () => {
    const inject = (browserWindow: Window) => injectDevWallet(browserWindow, wallet())
    expect(typeof inject).toBe('function')
  })
})
