import { solanaDevnetAccounts } from '@org/appkit-devnet'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // Top-level await (the Solana dev wallet's key import) in the page's entry.
  build: { target: 'es2022' },
  // The Solana dev wallet's key, in development only (the production build has no dev wallet).
  define:
    command === 'serve'
      ? { 'import.meta.env.VITE_LAB_SOLANA_SECRET_KEY': JSON.stringify(solanaDevnetAccounts[0]?.secretKey) }
      : {},
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
}))
