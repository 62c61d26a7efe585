#!/usr/bin/env node
// The pack-and-install check: what we publish, as a dApp installs it, not what the workspace resolves.
//
// It builds the packages (turbo, cached), packs every package in packages/* but the private `testing` one with
// `pnpm pack` (which rewrites `workspace:` ranges, as `changeset publish` does), and fails when:
//   - a packed package.json still holds a `workspace:` range;
//   - a file the package.json names (`exports`, `main`, `types`, `typesVersions`) is missing from the tarball;
//   - a shipped source map names a source the tarball does not hold;
//   - a packed `dist/` module or declaration (.js, .d.ts and their maps) compiles from no file in `src/` (a stale
//     output an earlier build left);
//   - `publint --strict` reports anything, or `attw` reports a problem in any resolution mode (node10, node16
//     from CJS and from ESM, bundler) other than `cjs-resolves-to-esm` (see IGNORED_ATTW_RULES);
// then, in a fresh temporary directory, it writes a Vite + React 19 + wagmi 3 dApp (createAppKit + WagmiAdapter +
// SolanaAdapter, <appkit-button /> and AppKitButton from @org/appkit/react, useAppKitConnection and the Provider
// type from @org/appkit-adapter-solana/react), installs the tarballs with npm beside the versions of react, wagmi,
// viem, vite and typescript the workspace uses, and fails when:
//   - the installed tree holds two copies of a peer (react, react-dom, wagmi, @wagmi/core, viem) or of
//     @solana/web3.js;
//   - `tsc --strict --noEmit` fails on the dApp (@types/react 19), or on its JSX with @types/react 18.3 and 18.2;
//   - `vite build` fails;
//   - `require()` or `import()` of any entry of any package fails in Node (engines: node >=20.19, where
//     require() of an ES module works without a flag).
// It prints each step's duration and the tarballs' sizes, and removes the temporary directory (`--keep` keeps it).
//
// Usage: node scripts/check-packages.mjs [--keep] [--skip-build]

import { execFileSync, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const keep = process.argv.includes('--keep')
const skipBuild = process.argv.includes('--skip-build')

/**
 * Packages a dApp must end up with exactly one copy of: two Reacts break hooks, two wagmis split the config, two
 * web3.js split the PublicKey and Transaction classes the adapter and the dApp's own code pass each other.
 */
const SINGLE_COPY_PEERS = ['react', 'react-dom', 'wagmi', '@wagmi/core', 'viem', '@solana/web3.js']

/**
 * attw (0.18, on TypeScript 5.6) models Node before require(esm): it reports every ESM-only entry as "ESM (dynamic
 * import only)" in node16-from-CJS. On the Node versions we support (>=20.19) require() of these entries works,
 * and this script proves it with a real require() below; TypeScript >=5.8 under `module: nodenext` accepts it too.
 * Every other rule, in every mode (node10 included), stays on.
 */
const IGNORED_ATTW_RULES = ['cjs-resolves-to-esm']

/**
 * The @types/react versions and `jsx` modes the `<appkit-*>` typings must work with. Which JSX namespace TypeScript
 * reads differs between them: 18.2.0 to 18.2.7 have no `React.JSX`, 19 has no global JSX, and `preserve` (Next.js)
 * reads the namespace `React` carries where `react-jsx` (Vite) reads `react/jsx-runtime`'s.
 */
const JSX_CHECKS = [
  { reactTypes: '@types/react', jsx: 'preserve' },
  ...['18.3', '18.2', '18.2.0'].flatMap((version) =>
    ['react-jsx', 'preserve'].map((jsx) => ({ reactTypes: `types-react-${version}`, jsx })),
  ),
]
const OLDER_REACT_TYPES = {
  'types-react-18.3': 'npm:@types/react@~18.3.0',
  'types-react-18.2': 'npm:@types/react@~18.2.0',
  'types-react-18.2.0': 'npm:@types/react@18.2.0',
}

/** A step's failures are collected, so one run reports all of them, not the first. */
const failures = []
const fail = (message) => failures.push(message)

async function main() {
  const started = Date.now()
  const work = mkdtempSync(join(tmpdir(), 'appkit-pack-check-'))
  try {
    if (!skipBuild) step('build the packages', buildPackages)
    const packages = step('pack', () => packAll(listPackages(), join(work, 'tarballs')))
    step('inspect the tarballs', () => packages.forEach(inspectTarball))
    printSizes(packages)
    step('publint --strict', () => packages.forEach(runPublint))
    step('attw, every resolution mode', () => packages.forEach(runAttw))
    const app = join(work, 'app')
    step('write the dApp', () => writeDApp(app, packages))
    step('npm install', () => npmInstall(app))
    step('one copy of each peer', () => checkSingleCopies(app))
    step('tsc --strict, the dApp (@types/react 19)', () => typeCheck(app, 'tsconfig.json'))
    for (const { reactTypes, jsx } of JSX_CHECKS) {
      const label = `tsc --strict, the JSX (${reactTypes}, jsx: ${jsx})`
      step(label, () => typeCheck(app, jsxProjectName(reactTypes, jsx)))
    }
    step('tsc, require() of every entry from CommonJS (module: nodenext)', () =>
      typeCheck(app, 'tsconfig.cjs.json'),
    )
    step('vite build', () =>
      run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { cwd: app }),
    )
    step('require() and import() of every entry', () => loadEntries(app, packages))
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  } finally {
    if (keep) console.log(`kept ${work}`)
    else rmSync(work, { recursive: true, force: true })
  }
  console.log(`\ncheck-packages: ${seconds(Date.now() - started)} in all`)
  if (failures.length > 0) {
    console.error(
      `\ncheck-packages failed (${failures.length}):\n${failures.map((f) => `- ${f}`).join('\n')}`,
    )
    process.exit(1)
  }
  console.log('check-packages: every package packs, lints and installs cleanly')
}

/** Runs one named step and prints its duration; a step that throws stops the check. */
function step(name, action) {
  const started = Date.now()
  process.stdout.write(`• ${name} … `)
  try {
    const result = action()
    console.log(seconds(Date.now() - started))
    return result
  } catch (error) {
    console.log(`failed after ${seconds(Date.now() - started)}`)
    throw error
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`
}

/** Runs a command, returning its stdout; throws with its output when it exits non-zero. */
function run(command, args, { cwd = repo, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0 && !allowFailure) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim()
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}\n${output}`)
  }
  return result
}

function buildPackages() {
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'])
}

/** The packages we pack: every one in packages/* except the private test fixtures. */
function listPackages() {
  return readdirSync(join(repo, 'packages'))
    .map((dir) => join(repo, 'packages', dir))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }))
    .filter(({ manifest }) => manifest.name !== '@org/appkit-testing')
}

function packAll(packages, destination) {
  mkdirSync(destination, { recursive: true })
  return packages.map(({ dir, manifest }) => {
    const before = new Set(readdirSync(destination))
    run('pnpm', ['pack', '--pack-destination', destination], { cwd: dir })
    const tarball = readdirSync(destination).find((name) => name.endsWith('.tgz') && !before.has(name))
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${manifest.name}`)
    const path = join(destination, tarball)
    return {
      name: manifest.name,
      dir,
      private: manifest.private === true,
      tarball: path,
      ...readTarball(path),
    }
  })
}

/** Unpacks the tarball beside it; returns its files (path to size), its packed package.json and its sizes. */
function readTarball(tarball) {
  const unpacked = tarball.replace(/\.tgz$/, '')
  mkdirSync(unpacked, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'])
  const files = new Map(listFiles(unpacked).map((path) => [path, statSync(join(unpacked, path)).size]))
  return {
    unpacked,
    files,
    manifest: readJson(join(unpacked, 'package.json')),
    packedBytes: statSync(tarball).size,
    unpackedBytes: [...files.values()].reduce((sum, size) => sum + size, 0),
  }
}

function listFiles(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, path) : [path]
  })
}

function inspectTarball(pkg) {
  checkNoWorkspaceRanges(pkg)
  checkNamedFilesExist(pkg)
  checkSourceMaps(pkg)
  checkTypeReferences(pkg)
  checkCompiledFromSources(pkg)
  if (!pkg.files.has('LICENSE')) fail(`${pkg.name}: the tarball has no LICENSE`)
}

function checkNoWorkspaceRanges({ name, manifest }) {
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
    for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) fail(`${name}: ${field}.${dependency} is still "${range}"`)
    }
  }
}

/** Every path an export map, `main`, `types` or `typesVersions` names must be in the tarball. */
function checkNamedFilesExist({ name, manifest, files }) {
  const named = [
    ...collectTargets(manifest.exports),
    ...[manifest.main, manifest.module, manifest.types].filter(Boolean),
    ...Object.values(manifest.typesVersions ?? {}).flatMap((map) => Object.values(map).flat()),
  ]
  if (named.length === 0) fail(`${name}: the package.json names no entry`)
  for (const target of new Set(named)) {
    const path = target.replace(/^\.\//, '')
    if (!files.has(path)) fail(`${name}: ${target} is named by package.json but not in the tarball`)
  }
}

function collectTargets(node) {
  if (typeof node === 'string') return [node]
  if (node === null || typeof node !== 'object') return []
  return Object.values(node).flatMap(collectTargets)
}

/** A source map is only worth shipping with its sources; one that points at unshipped files is dead weight. */
function checkSourceMaps({ name, unpacked, files }) {
  for (const path of files.keys()) {
    if (!path.endsWith('.map')) continue
    const map = readJson(join(unpacked, path))
    for (const source of map.sources ?? []) {
      const shipped = join(dirname(path), map.sourceRoot ?? '', source)
      if (!files.has(shipped)) fail(`${name}: ${path} points at ${source}, which is not in the tarball`)
    }
  }
}

/** A `/// <reference path>` in a shipped declaration file (the JSX typings are wired so) must reach a shipped file. */
function checkTypeReferences({ name, unpacked, files }) {
  for (const path of files.keys()) {
    if (!path.endsWith('.d.ts')) continue
    const text = readFileSync(join(unpacked, path), 'utf8')
    for (const [, target] of text.matchAll(/^\/\/\/ <reference path="([^"]+)"/gm)) {
      if (!files.has(join(dirname(path), target))) {
        fail(`${name}: ${path} references ${target}, which is not in the tarball`)
      }
    }
  }
}

/**
 * Every module and declaration file under `dist/` must be what a source in `src/` compiles to. One that no source
 * does (a module renamed or deleted since a build, left there by `tsc` or merged back by turbo's cache) would be
 * published; `scripts/clean-dist.mjs` removes `dist/` before each build.
 */
function checkCompiledFromSources({ name, dir, files }) {
  for (const path of files.keys()) {
    const stem = path.match(/^dist\/(.+?)\.(?:js|d\.ts)(?:\.map)?$/)?.[1]
    if (stem === undefined) continue
    if (!['.ts', '.tsx'].some((extension) => existsSync(join(dir, 'src', `${stem}${extension}`)))) {
      fail(
        `${name}: ${path} is compiled from no file in src/ (a stale build output: build the package again)`,
      )
    }
  }
}

/** Prints the sizes as the Markdown table README's "Packages" section holds. */
function printSizes(packages) {
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  const rows = packages.map((pkg) => [
    `\`${pkg.name}\`${pkg.private ? ' (private)' : ''}`,
    kB(pkg.packedBytes),
    kB(pkg.unpackedBytes),
    String(pkg.files.size),
  ])
  console.log(['', '| package | packed | unpacked | files |', '| --- | --: | --: | --: |'].join('\n'))
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
  console.log('')
}

function runPublint({ name, tarball }) {
  const result = run(bin('publint'), ['--strict', tarball], { allowFailure: true })
  if (result.status !== 0) fail(`${name}: publint --strict\n${result.stdout}${result.stderr}`)
}

function runAttw({ name, tarball }) {
  const args = [
    tarball,
    '--profile',
    'strict',
    '--ignore-rules',
    ...IGNORED_ATTW_RULES,
    '--format',
    'table-flipped',
  ]
  const result = run(bin('attw'), args, { allowFailure: true })
  if (result.status !== 0) fail(`${name}: attw\n${result.stdout}${result.stderr}`)
}

function bin(name) {
  return join(repo, 'node_modules', '.bin', name)
}

/** The versions the workspace itself builds and tests with, so the dApp matches what CI proves elsewhere. */
function workspaceVersions() {
  const root = readJson(join(repo, 'package.json')).devDependencies
  const compat = readJson(join(repo, 'apps/compat/package.json')).dependencies
  const pick = (from, names) => Object.fromEntries(names.map((name) => [name, from[name]]))
  return {
    ...pick(root, [
      'react',
      'react-dom',
      'vite',
      '@vitejs/plugin-react',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ]),
    ...pick(compat, ['wagmi', '@wagmi/core', 'viem', '@tanstack/react-query']),
    // The older @types/react the JSX typings must also work with, under names of their own.
    ...OLDER_REACT_TYPES,
  }
}

function writeDApp(app, packages) {
  const dependencies = { ...workspaceVersions() }
  for (const pkg of packages) dependencies[pkg.name] = `file:${pkg.tarball}`
  const files = {
    'package.json': JSON.stringify(
      { name: 'appkit-pack-check', private: true, type: 'module', dependencies },
      null,
      2,
    ),
    'index.html':
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    'vite.config.ts':
      "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ plugins: [react()] })\n",
    'tsconfig.json': JSON.stringify(tsconfig({ include: ['src', 'vite.config.ts'] }), null, 2),
    ...Object.fromEntries(
      JSX_CHECKS.map(({ reactTypes, jsx }) => [
        jsxProjectName(reactTypes, jsx),
        JSON.stringify(tsconfig({ include: ['src/elements.tsx'], reactTypes, jsx }), null, 2),
      ]),
    ),
    'tsconfig.cjs.json': JSON.stringify(CJS_TSCONFIG, null, 2),
    'cjs/requireEntries.cts': requireEntriesSource(packages),
    'src/main.tsx': DAPP_MAIN,
    'src/elements.tsx': DAPP_ELEMENTS,
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, path)), { recursive: true })
    writeFileSync(join(app, path), text)
  }
}

function jsxProjectName(reactTypes, jsx) {
  return `tsconfig.${reactTypes.replace('@types/', 'types-')}.${jsx}.json`
}

/**
 * A dApp's tsconfig as Vite's React template writes it, strict. `reactTypes` swaps in another @types/react for
 * `react` (and only that one is loaded), `jsx` another JSX mode.
 */
function tsconfig({ include, reactTypes, jsx = 'react-jsx' }) {
  const paths = reactTypes
    ? { react: [`./node_modules/${reactTypes}`], 'react/*': [`./node_modules/${reactTypes}/*`] }
    : undefined
  return {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
      isolatedModules: true,
      ...(paths ? { paths, types: [] } : { types: ['vite/client'] }),
    },
    include,
  }
}

/**
 * What attw's node16-from-CJS mode cannot see: TypeScript 5.8+ under `module: nodenext` types `require()` of an ES
 * module as Node 20.19+ runs it. A CommonJS file requiring every entry must type-check there.
 */
const CJS_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['ES2022', 'DOM'],
  },
  include: ['cjs/requireEntries.cts'],
}

function requireEntriesSource(packages) {
  const modules = packages
    .flatMap(({ name, manifest }) => entrySpecifiers(name, manifest))
    .filter((specifier) => !specifier.endsWith('.json'))
  const lines = modules.map(
    (specifier, index) => `import entry${index} = require(${JSON.stringify(specifier)})`,
  )
  lines.push(`export const entries = [${modules.map((_, index) => `entry${index}`).join(', ')}]`)
  return `${lines.join('\n')}\n`
}

function entrySpecifiers(name, manifest) {
  return Object.keys(manifest.exports ?? { '.': null }).map((key) =>
    key === '.' ? name : `${name}/${key.slice(2)}`,
  )
}

const DAPP_MAIN = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { AppKitButton, createAppKit, useAppKitAccount, useAppKitProvider } from '@org/appkit/react'
import { mainnet, sepolia, solana, solanaDevnet } from '@org/appkit/networks'
import { SolanaAdapter } from '@org/appkit-adapter-solana'
import { type Provider, useAppKitConnection } from '@org/appkit-adapter-solana/react'
import { WagmiAdapter } from '@org/appkit-adapter-wagmi'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = 'b56e18d47c72ab683b10814fe9495694'
const networks = [mainnet, sepolia] as const
const wagmiAdapter = new WagmiAdapter({ networks: [...networks], projectId })
createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter({ connectionSettings: 'confirmed' })],
  networks: [...networks, solana, solanaDevnet],
  projectId,
  metadata: { name: 'Pack check', description: 'Installed from tarballs', url: 'http://127.0.0.1', icons: [] },
})
const queryClient = new QueryClient()

function App() {
  const { address } = useAppKitAccount()
  const { connection } = useAppKitConnection()
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  return (
    <main>
      <appkit-button size="sm" />
      <AppKitButton />
      <p>{address ?? 'not connected'}</p>
      <p>{connection?.rpcEndpoint ?? 'no Solana network yet'}</p>
      <p>{walletProvider?.publicKey?.toBase58() ?? 'no Solana wallet'}</p>
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
`

/** The JSX a dApp writes, importing only @org/appkit/react: the element typings must come with that entry. */
const DAPP_ELEMENTS = `import { AppKitButton } from '@org/appkit/react'

export const page = (
  <main>
    <appkit-button size="sm" label="Go" loadingLabel="Wait" balance="hide" charsStart={6} charsEnd={4} />
    <appkit-connect-button namespace="eip155" />
    <appkit-account-button disabled />
    <appkit-network-button label="Pick" />
    <AppKitButton />
  </main>
)
// @ts-expect-error 'xl' is not a size: the tags are typed, not just allowed
export const wrongSize = <appkit-button size="xl" />
`

function npmInstall(app) {
  // The cache is npm's default one, so a second run installs offline; the network reaches the registry only.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app })
}

/** Walks node_modules (nested ones included) and fails on a peer found at two paths. */
function checkSingleCopies(app) {
  const found = new Map(SINGLE_COPY_PEERS.map((name) => [name, []]))
  const walk = (modules) => {
    if (!existsSync(modules)) return
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue
      const names = entry.startsWith('@')
        ? readdirSync(join(modules, entry)).map((child) => `${entry}/${child}`)
        : [entry]
      for (const name of names) {
        const dir = join(modules, name)
        const manifest = join(dir, 'package.json')
        if (found.has(name) && existsSync(manifest))
          found.get(name).push(`${dir} (${readJson(manifest).version})`)
        walk(join(dir, 'node_modules'))
      }
    }
  }
  walk(join(app, 'node_modules'))
  for (const [name, copies] of found) {
    if (copies.length > 1) fail(`${copies.length} copies of ${name}:\n  ${copies.join('\n  ')}`)
    if (copies.length === 0) fail(`${name} is not installed`)
  }
}

function typeCheck(app, project) {
  const result = run('npx', ['--no-install', 'tsc', '--strict', '--noEmit', '-p', project], {
    cwd: app,
    allowFailure: true,
  })
  if (result.status !== 0) fail(`tsc -p ${project}\n${result.stdout}${result.stderr}`)
}

/** Every entry of every package, loaded by Node both ways, from the dApp's directory as a dApp's server would. */
function loadEntries(app, packages) {
  for (const { name, manifest } of packages) {
    for (const specifier of entrySpecifiers(name, manifest)) {
      const required = run('node', ['-e', `require(${JSON.stringify(specifier)})`], {
        cwd: app,
        allowFailure: true,
      })
      if (required.status !== 0) fail(`require('${specifier}') failed\n${required.stderr}`)
      const attributes = specifier.endsWith('.json') ? ", { with: { type: 'json' } }" : ''
      const script = `await import(${JSON.stringify(specifier)}${attributes})`
      const imported = run('node', ['--input-type=module', '-e', script], {
        cwd: app,
        allowFailure: true,
      })
      if (imported.status !== 0) fail(`import('${specifier}') failed\n${imported.stderr}`)
    }
  }
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

await main()
