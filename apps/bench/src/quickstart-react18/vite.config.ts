import { defineConfig } from 'vite'
import { benchViteConfig } from '../benchViteConfig.ts'

// The quick-start page (../quickstart) built with React 18, into dist/quickstart-react18.
export default defineConfig(
  benchViteConfig(new URL('../quickstart/', import.meta.url), { react: 18, outName: 'quickstart-react18' }),
)
