// Test harness, not part of the dApp: plays a browser extension. It announces a real EIP-6963 wallet (a devnet
// key, signing with viem) before the dApp's scripts run, remembers the authorization in sessionStorage as an
// extension would across reloads, and exposes itself as `window.compatWallet` so the e2e can make it reject.
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'

declare global {
  interface Window {
    compatWallet?: DevWallet
  }
}

const AUTHORIZED_KEY = 'compat-harness:authorized'
const ICON = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#4b3fb5"/></svg>',
)}`

/** Extension storage survives what the page's site data does not; sessionStorage may throw here too. */
function readAuthorized(): boolean {
  try {
    return window.sessionStorage.getItem(AUTHORIZED_KEY) === 'true'
  } catch {
    return window.name.includes(AUTHORIZED_KEY)
  }
}

function writeAuthorized(authorized: boolean): void {
  try {
    if (authorized) window.sessionStorage.setItem(AUTHORIZED_KEY, 'true')
    else window.sessionStorage.removeItem(AUTHORIZED_KEY)
  } catch {
    window.name = authorized ? AUTHORIZED_KEY : ''
  }
}

const rpcUrl = import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'
const secondRpcUrl = import.meta.env.VITE_DEVNET2_RPC_URL ?? 'http://127.0.0.1:8546'

const wallet = createDevWallet({
  authorized: readAuthorized(),
  addressIndex: 0,
  chains: [
    { id: 31337, rpcUrl, name: 'Local Chain' },
    { id: 31338, rpcUrl: secondRpcUrl, name: 'Second Local Chain' },
  ],
})
wallet.on('accountsChanged', (accounts) => writeAuthorized(accounts.length > 0))
injectDevWallet(window, wallet, {
  asWindowEthereum: false,
  announce: { name: 'Compat Wallet', rdns: 'org.appkit.compatwallet', icon: ICON },
})
window.compatWallet = wallet
