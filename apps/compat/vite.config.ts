import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import react from '@vitejs/plugin-react'
import { type Alias, defineConfig } from 'vite'
import { type CompatStack, readCompatStack } from './compatStack.ts'

/** A package's folder as a given package resolves it (`from` is a package folder). */
function packageDir(name: string, from = import.meta.dirname): string {
  return dirname(createRequire(`${from}/package.json`).resolve(`${name}/package.json`))
}

function aliasPackage(name: string, dir: string): Alias[] {
  const escaped = name.replace(/[/]/g, '\\/')
  return [
    { find: new RegExp(`^${escaped}$`), replacement: dir },
    { find: new RegExp(`^${escaped}/(.*)$`), replacement: `${dir}/$1` },
  ]
}

/**
 * One copy of wagmi, its core, React and viem on the page, as a dApp's own install gives: wagmi 2 + React 18 or
 * wagmi 3 + React 19. In this workspace the adapter's `@wagmi/core` would otherwise resolve to its own dev copy.
 */
function stackAliases(stack: CompatStack): Alias[] {
  const wagmi = packageDir(stack === 'wagmi2' ? 'wagmi-v2' : 'wagmi')
  const aliases = [
    ...aliasPackage('wagmi', wagmi),
    ...aliasPackage('@wagmi/core', packageDir('@wagmi/core', wagmi)),
    ...aliasPackage('viem', packageDir('viem')),
    ...aliasPackage('@tanstack/react-query', packageDir('@tanstack/react-query')),
    ...aliasPackage(
      '@tanstack/query-core',
      packageDir('@tanstack/query-core', packageDir('@tanstack/react-query')),
    ),
  ]
  if (stack === 'wagmi2') {
    aliases.push(...aliasPackage('react-dom', packageDir('react-dom18')))
    aliases.push(...aliasPackage('react', packageDir('react18')))
  } else {
    aliases.push(...aliasPackage('react-dom', packageDir('react-dom')))
    aliases.push(...aliasPackage('react', packageDir('react')))
  }
  return aliases
}

const stack = readCompatStack()

export default defineConfig({
  plugins: [react()],
  // Each stack pre-bundles its own dependencies.
  cacheDir: `node_modules/.vite-${stack}`,
  resolve: { alias: stackAliases(stack) },
  server: { host: '127.0.0.1', port: 5180 },
  preview: { host: '127.0.0.1', port: 5180 },
})
