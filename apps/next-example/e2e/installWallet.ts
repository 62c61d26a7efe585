// Test harness, not part of the dApp: bundled into an init script that plays a browser extension. Before the page's
// own scripts run it announces a real EIP-6963 wallet (a devnet key, signing with viem) that reaches the devnet through
// the page's /rpc, remembers its authorization in sessionStorage across reloads as an extension would, and exposes
// itself as `window.devWallet` so the test can read the requests it got.
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'

declare global {
  interface Window {
    devWallet?: DevWallet
  }
}

const AUTHORIZED_KEY = 'next-example-harness:authorized'
const ICON = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#2f6f4f"/></svg>',
)}`

// Only on the app's pages, not on about:blank.
if (window.location.protocol === 'http:') {
  const wallet = createDevWallet({
    authorized: window.sessionStorage.getItem(AUTHORIZED_KEY) === 'true',
    addressIndex: 0,
    chains: [{ id: 31337, rpcUrl: `${window.location.origin}/rpc`, name: 'Local Devnet' }],
  })
  wallet.on('accountsChanged', (accounts) => {
    if (accounts.length > 0) window.sessionStorage.setItem(AUTHORIZED_KEY, 'true')
    else window.sessionStorage.removeItem(AUTHORIZED_KEY)
  })
  injectDevWallet(window, wallet, {
    asWindowEthereum: false,
    announce: { name: 'Dev Wallet', rdns: 'org.appkit.nextexample.devwallet', icon: ICON },
  })
  window.devWallet = wallet
}
