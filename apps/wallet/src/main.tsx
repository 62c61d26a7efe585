import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './wallet.css'
import { readWalletConfig } from './config/readWalletConfig.ts'
import { StartupPage } from './ui/StartupPage.tsx'
import { WalletPage } from './ui/WalletPage.tsx'
import { startWallet } from './wallet/startWallet.ts'

const element = document.getElementById('root')
if (!element) throw new Error('#root is missing from index.html')
const root = createRoot(element)

root.render(
  <StrictMode>
    <StartupPage />
  </StrictMode>,
)

async function start() {
  const config = readWalletConfig(window.location.search, import.meta.env)
  if (config.uri) {
    // A pairing URI works once: a reload must not open it again, so it leaves the address bar now.
    const url = new URL(window.location.href)
    url.searchParams.delete('uri')
    window.history.replaceState(null, '', url)
  }
  const controller = await startWallet(config, window.location.origin)
  root.render(
    <StrictMode>
      <WalletPage controller={controller} config={config} />
    </StrictMode>,
  )
}

start().catch((error: unknown) => {
  console.error(error)
  root.render(
    <StrictMode>
      <StartupPage error={error} />
    </StrictMode>,
  )
})
