import { defineConfig } from 'vite'
import { benchViteConfig } from '../benchViteConfig.ts'

// The appkit page (../appkit) built with React 18, into dist/appkit-react18.
export default defineConfig(
  benchViteConfig(new URL('../appkit/', import.meta.url), { react: 18, outName: 'appkit-react18' }),
)
