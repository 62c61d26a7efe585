import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Port 5174: the laboratory's wallet registry deep-links here (`http://127.0.0.1:5174/?uri=wc:...`).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 5174, strictPort: true },
  // One bundle of about 1.5 MB (WalletKit, viem and @solana/web3.js): a local test tool, loaded from loopback, so no
  // split.
  build: { chunkSizeWarningLimit: 1600 },
})
