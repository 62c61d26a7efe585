// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// React Server Components (Next.js App Router) evaluate what a Server Component imports with React's server build,
// which has no createContext, no state and no effects: `import { AppKitButton } from '@org/appkit/react'` in a page
// failed `next build` with "createContext is not a function". A module marked 'use client' is handed to the client
// instead of being run there. This pins that every published module of the React packages that needs the mark has
// it on its first line (and that no other module has it: a marked module's exports are client references on a
// server, not values), and that the build (plain tsc) keeps it first. The Solana adapter's `./react` entry
// (`useAppKitConnection`) is held to the same rule.

const PACKAGES = new URL('../../', import.meta.url).pathname
const REACT_PACKAGES = ['appkit', 'ui', 'scaffold', 'adapter-solana'] as const
/** Packages the appkit tests build first (turbo's `^build`), whose dist this test can read. */
const BUILT_FIRST: readonly string[] = ['ui', 'scaffold']
const DIRECTIVE = "'use client'"
/** The directive as tsc emits it: the source's quotes kept, a semicolon added. */
const EMITTED = /^(['"])use client\1;?$/

/** What tsconfig.build.json leaves out of every package's build. */
function isPublished(file: string): boolean {
  return (
    /\.tsx?$/.test(file) &&
    !file.endsWith('.d.ts') &&
    !/\.(test|test-d|stories)\.tsx?$/.test(file) &&
    !/\/src\/(test|stories)\//.test(file)
  )
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? listFiles(path) : [path]
  })
}

/** The code without comments and string contents, so a word in a comment or a message is not read as a use. */
function codeOf(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/`(?:\\.|[^`\\])*`/g, '``')
}

/**
 * Why a module needs 'use client', or undefined: it creates or reads a React context, renders a context provider,
 * calls a hook (React's or one of ours: `useX(`), defines a class component, or loads react-dom at runtime.
 */
export function clientOnlyReason(source: string): string | undefined {
  const code = codeOf(source)
  if (/\bcreateContext\b/.test(code)) return 'createContext'
  if (/\.Provider\b/.test(code)) return 'a context provider'
  const hook = /(?:^|[^\w.$])(use[A-Z]\w*)\s*(?:<[^>()]*>)?\(/m.exec(code)
  if (hook) return `calls ${hook[1]}`
  if (/\bextends\s+(?:React\.)?(?:Pure)?Component\b/.test(code)) return 'a class component'
  if (/^import\s+(?!type\b)[^;]*?from\s+'react-dom(?:\/client)?'/m.test(code)) return 'react-dom'
  return undefined
}

const modules = REACT_PACKAGES.flatMap((name) =>
  listFiles(join(PACKAGES, name, 'src'))
    .filter(isPublished)
    .map((path) => {
      const source = readFileSync(path, 'utf8')
      return {
        name,
        path,
        file: relative(PACKAGES, path),
        source,
        reason: clientOnlyReason(source),
        marked: source.split('\n', 1)[0]?.trim() === DIRECTIVE,
      }
    }),
)

describe("'use client' on the published modules of appkit, ui, scaffold and adapter-solana", () => {
  it('reads the rule right on the shapes it must tell apart', () => {
    expect(
      clientOnlyReason("import { createContext } from 'react'\nexport const C = createContext(null)"),
    ).toBe('createContext')
    expect(clientOnlyReason('export function useX() {\n  return useMemo(() => 1, [])\n}')).toBe('calls useX')
    expect(clientOnlyReason('const snapshot = useSyncExternalStore<State>(subscribe, get)')).toBe(
      'calls useSyncExternalStore',
    )
    expect(
      clientOnlyReason('return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>'),
    ).toBe('a context provider')
    expect(clientOnlyReason("import { createRoot } from 'react-dom/client'")).toBe('react-dom')
    expect(clientOnlyReason("import type { createRoot } from 'react-dom/client'")).toBeUndefined()
    expect(
      clientOnlyReason('// useState( in a comment\nconst x = core.useThing()\nexport type UseX = 1'),
    ).toBeUndefined()
    expect(clientOnlyReason('export function Icon() {\n  return <svg />\n}')).toBeUndefined()
  })

  it('finds the modules it checks', () => {
    for (const name of REACT_PACKAGES) {
      expect(modules.filter((module) => module.name === name && module.reason).length).toBeGreaterThan(0)
    }
  })

  it('marks every module that uses context or hooks, on its first line', () => {
    const missing = modules.filter((module) => module.reason && !module.marked)
    expect(missing.map((module) => `${module.file} (${module.reason})`)).toEqual([])
  })

  it('marks no other module (its exports would reach a server as client references, not values)', () => {
    const extra = modules.filter((module) => !module.reason && module.source.includes(DIRECTIVE))
    expect(extra.map((module) => module.file)).toEqual([])
  })

  it('keeps the mark first in what tsc emits', () => {
    for (const module of modules.filter((candidate) => candidate.marked)) {
      const { outputText } = ts.transpileModule(module.source, {
        fileName: module.path,
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          jsx: ts.JsxEmit.ReactJSX,
          verbatimModuleSyntax: true,
        },
      })
      expect(outputText.split('\n', 1)[0], module.file).toMatch(EMITTED)
    }
  })

  it('has the mark first in the built ui and scaffold (built before this test runs)', () => {
    for (const module of modules.filter(
      (candidate) => candidate.marked && BUILT_FIRST.includes(candidate.name),
    )) {
      const built = join(
        PACKAGES,
        module.name,
        'dist',
        relative(join(PACKAGES, module.name, 'src'), module.path),
      )
      const path = built.replace(/\.tsx?$/, '.js')
      expect(existsSync(path), `${path} is built`).toBe(true)
      expect(readFileSync(path, 'utf8').split('\n', 1)[0], path).toMatch(EMITTED)
    }
  })
})
