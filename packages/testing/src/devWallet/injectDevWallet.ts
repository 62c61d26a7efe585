/** EIP-6963 wallet metadata. */
export interface DevWalletAnnounceInfo {
  name: string
  /** Reverse-DNS id, e.g. `org.appkit.devwallet`. */
  rdns: string
  /** A `data:image/...` URI (EIP-6963 requires an inline icon). */
  icon: string
  /** Random per page load; generated when absent. */
  uuid?: string
}

export interface InjectDevWalletOptions {
  /** Set `window.ethereum` to the provider. Default true. */
  asWindowEthereum?: boolean
  /** Announce the provider with EIP-6963 (now, and in reply to every `eip6963:requestProvider`). */
  announce?: DevWalletAnnounceInfo
}

/** The part of `window` injection needs: a real `Window` or any `EventTarget` (tests). */
export interface DevWalletWindow {
  ethereum?: unknown
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  dispatchEvent(event: Event): boolean
}

/**
 * Makes a provider discoverable the way browser extensions do: as `window.ethereum` and/or via EIP-6963.
 * Returns a function that undoes it (restores the previous `window.ethereum`, stops answering requests).
 * @example
 * const uninject = injectDevWallet(window, wallet, { announce: { name: 'Dev Wallet', rdns: 'org.appkit.devwallet', icon } })
 */
export function injectDevWallet(
  target: DevWalletWindow,
  provider: unknown,
  options: InjectDevWalletOptions = {},
): () => void {
  const { asWindowEthereum = true, announce } = options
  const hadEthereum = 'ethereum' in target
  const previousEthereum = target.ethereum
  if (asWindowEthereum) target.ethereum = provider

  let onRequest: (() => void) | undefined
  if (announce) {
    if (!/^data:image\//.test(announce.icon)) throw new TypeError('EIP-6963 icons must be data:image/ URIs')
    const info = Object.freeze({
      uuid: announce.uuid ?? globalThis.crypto.randomUUID(),
      name: announce.name,
      icon: announce.icon,
      rdns: announce.rdns,
    })
    const detail = Object.freeze({ info, provider })
    onRequest = () => {
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
    target.addEventListener('eip6963:requestProvider', onRequest)
    onRequest()
  }

  return () => {
    if (onRequest) target.removeEventListener('eip6963:requestProvider', onRequest)
    if (asWindowEthereum && target.ethereum === provider) {
      if (hadEthereum) target.ethereum = previousEthereum
      else delete target.ethereum
    }
  }
}
