import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Alias, UserConfig } from 'vite'

export interface BenchPageOptions {
  /**
   * The React the page is built with. The workspace is on React 19; 18 swaps in the bench's own copy
   * (`react18`, `react-dom18`) for every import of React on the page, ours and wagmi's included, so the figures
   * compare with measurements taken on React 18, whose react-dom is about 19 KiB gzip smaller. @default 19
   */
  react?: 18 | 19
  /** The output folder under `dist/`. @default the page folder's name */
  outName?: string
}

/** Every `react` / `react-dom` import (and their subpaths) on the page, resolved to the bench's React 18. */
function react18Aliases(): Alias[] {
  const require = createRequire(import.meta.url)
  const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))
  const react18 = packageDir('react18')
  const reactDom18 = packageDir('react-dom18')
  return [
    { find: /^react$/, replacement: react18 },
    { find: /^react\/(.*)$/, replacement: `${react18}/$1` },
    { find: /^react-dom$/, replacement: reactDom18 },
    { find: /^react-dom\/(.*)$/, replacement: `${reactDom18}/$1` },
  ]
}

/**
 * One bench page's production build: its folder is the Vite root, the output goes to `dist/<page>` (or
 * `dist/<outName>`) with a manifest (the bench reads which chunks load eagerly from it), and preview serves on
 * loopback only.
 */
export function benchViteConfig(pageDir: URL, options: BenchPageOptions = {}): UserConfig {
  const root = decodeURIComponent(pageDir.pathname)
  const page = options.outName ?? root.replace(/\/$/, '').split('/').at(-1)
  return {
    root,
    plugins: [react()],
    logLevel: 'warn',
    ...(options.react === 18 ? { resolve: { alias: react18Aliases() } } : {}),
    build: { outDir: `../../dist/${page}`, emptyOutDir: true, manifest: true },
    preview: { host: '127.0.0.1' },
  }
}
