#!/usr/bin/env node
// Enforces the import rules of docs/architecture.md ("Packages and the direction of imports"): which workspace
// packages each package may import, no valtio in ui, no React in core, no deep imports into another package (a
// subpath its `exports` map lists, such as `@org/appkit-core/internal`, is fine), no relative import leaving its
// package, and no import cycles (between files of a package, and between packages). Exits 1 and lists every
// violation.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Workspace packages each package may import, and bare specifiers it must never import. `reactEntry`: the one
 * folder of an adapter whose modules may import `react` (an optional peer there), reached only from that entry, so
 * the main entry never loads React.
 */
const rules = {
  core: { workspace: [], forbidden: ['react', 'react-dom'] },
  ui: { workspace: [], forbidden: ['valtio'] },
  scaffold: { workspace: ['core', 'ui'], forbidden: [] },
  'adapter-wagmi': { workspace: ['core'], forbidden: [] },
  'adapter-solana': {
    workspace: ['core'],
    forbidden: ['react', 'react-dom'],
    reactEntry: { folder: 'src/react/', entry: 'src/exports/react.ts' },
  },
  'adapter-polkadot': { workspace: ['core'], forbidden: [] },
  'adapter-bitcoin': { workspace: ['core'], forbidden: [] },
  appkit: { workspace: ['core', 'ui', 'scaffold'], forbidden: [] },
  testing: { workspace: ['core'], forbidden: [] },
}

const packageDirByName = {}
/** The subpaths each package's `exports` map lists (`.`, `./internal`, ...): the only ones another package may import. */
const exportedSubpathsByDir = {}
for (const dir of Object.keys(rules)) {
  const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'))
  packageDirByName[pkg.name] = dir
  exportedSubpathsByDir[dir] = new Set(Object.keys(pkg.exports ?? { '.': null }))
}

function listSources(dir) {
  const out = []
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) out.push(...listSources(path))
    else if (/\.(ts|tsx|mts)$/.test(entry)) out.push(path)
  }
  return out
}

const specifierPattern =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm

function specifiersOf(source) {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
  const found = []
  for (const match of withoutComments.matchAll(specifierPattern)) found.push(match[1] ?? match[2])
  return found
}

function workspacePackageOf(specifier) {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0]
  return packageDirByName[name]
    ? { dir: packageDirByName[name], name, subpath: specifier.slice(name.length) }
    : null
}

function bareName(specifier) {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]
}

function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier)
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
  ]
  return candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile()
    } catch {
      return false
    }
  })
}

/** Returns every cycle (as a list of nodes) in a directed graph given as Map<node, Set<node>>. */
function findCycles(graph) {
  const cycles = []
  const state = new Map()
  const stack = []
  const visit = (node) => {
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node)
  return cycles
}

const violations = []
const packageGraph = new Map()

for (const [dir, rule] of Object.entries(rules)) {
  const srcDir = join(root, 'packages', dir, 'src')
  const fileGraph = new Map()
  packageGraph.set(dir, new Set())
  let files = []
  try {
    files = listSources(srcDir)
  } catch {
    continue
  }
  for (const file of files) {
    const where = relative(root, file)
    const edges = new Set()
    fileGraph.set(file, edges)
    // Tests, stories and the story fixtures under src/stories/ never ship (tsconfig.build.json excludes them).
    const isTestOnly = /\.(test|stories|test-d)\.tsx?$/.test(file) || file.includes('/src/stories/')
    const reactFolder = rule.reactEntry && join(root, 'packages', dir, rule.reactEntry.folder)
    const inReactFolder = reactFolder !== undefined && file.startsWith(reactFolder)
    const isReactEntry = rule.reactEntry && file === join(root, 'packages', dir, rule.reactEntry.entry)
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier)
        if (!target) violations.push(`${where}: cannot resolve '${specifier}'`)
        else if (!target.startsWith(srcDir))
          violations.push(`${where}: '${specifier}' leaves packages/${dir}/src`)
        else edges.add(target)
        if (
          target &&
          reactFolder &&
          target.startsWith(reactFolder) &&
          !inReactFolder &&
          !isReactEntry &&
          !isTestOnly
        )
          violations.push(`${where}: only ${rule.reactEntry.entry} may import ${rule.reactEntry.folder}`)
        continue
      }
      const workspace = workspacePackageOf(specifier)
      if (workspace) {
        if (workspace.dir === 'appkit' || !rule.workspace.includes(workspace.dir)) {
          // Stories and tests may use the private testing package for fixtures.
          if (!(isTestOnly && workspace.dir === 'testing')) {
            violations.push(`${where}: packages/${dir} may not import ${workspace.name}`)
          }
        }
        if (!exportedSubpathsByDir[workspace.dir].has(`.${workspace.subpath}`)) {
          violations.push(`${where}: deep import '${specifier}' (use the package's exports map)`)
        }
        if (!isTestOnly) packageGraph.get(dir).add(workspace.dir)
        continue
      }
      const reactAllowed = inReactFolder && bareName(specifier) === 'react'
      if (rule.forbidden.includes(bareName(specifier)) && !isTestOnly && !reactAllowed) {
        violations.push(`${where}: packages/${dir} may not import '${specifier}'`)
      }
    }
  }
  for (const cycle of findCycles(fileGraph)) {
    violations.push(
      `import cycle in packages/${dir}: ${cycle.map((file) => relative(srcDir, file)).join(' -> ')}`,
    )
  }
}
for (const cycle of findCycles(packageGraph)) violations.push(`package cycle: ${cycle.join(' -> ')}`)

if (violations.length > 0) {
  console.error(
    `Import rules broken (${violations.length}):\n${violations.map((line) => `  - ${line}`).join('\n')}`,
  )
  process.exit(1)
}
console.log('import rules: ok (no forbidden imports, no cycles)')
