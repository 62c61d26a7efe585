#!/usr/bin/env node
// `pnpm bench`: figures, not tests. Bundle bytes per import: each case is one `import { x } from 'pkg'` that
// uses `x`, bundled and minified for the browser the way a dApp's bundler would (tree-shaken, React external as
// the dApp's own peer), so a figure says what that import costs, not what a whole file weighs.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const cases = [
  { name: 'createCore', source: "import { createCore } from '@org/appkit-core'; console.log(createCore)" },
  {
    name: 'truncateAddress',
    source: "import { truncateAddress } from '@org/appkit-core'; console.log(truncateAddress)",
  },
  { name: 'ui Button', source: "import { Button } from '@org/appkit-ui'; console.log(Button)" },
  { name: 'ui QrCode', source: "import { QrCode } from '@org/appkit-ui'; console.log(QrCode)" },
  { name: 'ui WalletGrid', source: "import { WalletGrid } from '@org/appkit-ui'; console.log(WalletGrid)" },
  {
    name: 'WagmiAdapter (with wagmi core + viem)',
    source: "import { WagmiAdapter } from '@org/appkit-adapter-wagmi'; console.log(WagmiAdapter)",
  },
]

const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']
const rows = []
for (const { name, source } of cases) {
  // Resolve the package from its own folder (its built entry), so its dependencies resolve as a dApp's would.
  const pkg = source.match(/from '(@org\/[^']+)'/)[1]
  const dir = new URL(
    `../packages/${pkg === '@org/appkit' ? 'appkit' : pkg.replace('@org/appkit-', '')}/`,
    import.meta.url,
  )
  const entry = new URL('dist/exports/index.js', dir).pathname
  const result = await build({
    stdin: { contents: source, resolveDir: dir.pathname, loader: 'js' },
    plugins: [
      {
        name: 'workspace-entry',
        setup(bundle) {
          bundle.onResolve({ filter: /^@org\// }, (args) => (args.path === pkg ? { path: entry } : undefined))
        },
      },
    ],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const bytes = result.outputFiles[0].contents
  rows.push({ import: name, minified: bytes.length, gzip: gzipSync(bytes).length })
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
console.log('Bundle cost per import (minified, React external):\n')
console.log(`| import | minified | gzip |\n| --- | ---: | ---: |`)
for (const row of rows) console.log(`| \`${row.import}\` | ${kb(row.minified)} | ${kb(row.gzip)} |`)
