import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'

/**
 * One bench page's production build: its folder is the Vite root, the output goes to `dist/<page>` with a
 * manifest (the bench reads which chunks load eagerly from it), and preview serves on loopback only.
 */
export function benchViteConfig(pageDir: URL): UserConfig {
  const root = decodeURIComponent(pageDir.pathname)
  const page = root.replace(/\/$/, '').split('/').at(-1)
  return {
    root,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: `../../dist/${page}`, emptyOutDir: true, manifest: true },
    preview: { host: '127.0.0.1' },
  }
}
