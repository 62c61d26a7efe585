import { defineConfig } from 'vite'
import { benchViteConfig } from '../benchViteConfig.ts'

// The solana page (../solana) built with React 18, into dist/solana-react18.
export default defineConfig(
  benchViteConfig(new URL('../solana/', import.meta.url), { react: 18, outName: 'solana-react18' }),
)
