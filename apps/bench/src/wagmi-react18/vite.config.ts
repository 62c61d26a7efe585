import { defineConfig } from 'vite'
import { benchViteConfig } from '../benchViteConfig.ts'

// The wagmi page (../wagmi) built with React 18, into dist/wagmi-react18.
export default defineConfig(
  benchViteConfig(new URL('../wagmi/', import.meta.url), { react: 18, outName: 'wagmi-react18' }),
)
