import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// A dApp's module, type-checked with tsc as a React + TypeScript strict dApp would be: it imports only
// `@org/appkit/react` (not the root entry, not jsx.d.ts), so the `appkit-*` tags type-check only if that entry
// brings the JSX typings along. Checked against @types/react 19 (the workspace's) and 18.3, with `jsx: react-jsx`
// (Vite) and `preserve` (Next.js), which read different JSX namespaces. @types/react 18.2.0 to 18.2.7 (no
// `React.JSX` at all) are not in the workspace: scripts/check-packages.mjs checks them against the packed package.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repo = resolve(src, '../../..')
const DAPP = join(src, 'elements', '__dapp-fixture__.tsx')
// Composed, so the import-rule check (which reads specifiers in this file's text) does not take the fixture's
// import for one of this package's own.
const REACT_ENTRY = ['@org', 'appkit', 'react'].join('/')
const IMPORT_LINE = `import { createAppKit } from '${REACT_ENTRY}'`

const DAPP_SOURCE = `
${IMPORT_LINE}

export const appKit = createAppKit
export const page = (
  <main>
    <appkit-button size="sm" label="Go" loadingLabel="Wait" balance="hide" charsStart={6} charsEnd={4} />
    <appkit-connect-button namespace="eip155" />
    <appkit-account-button disabled />
    <appkit-network-button label="Pick" />
  </main>
)
// @ts-expect-error 'xl' is not a size: the tags are typed, not just allowed
export const wrongSize = <appkit-button size="xl" />
`

/** Also what @types/react 18 before React.JSX (18.2.0 to 18.2.7) reads: the global JSX namespace. */
const GLOBAL_JSX_SOURCE = `
export const props: JSX.IntrinsicElements['appkit-button'] = { size: 'sm', charsStart: 6 }
`

/** @types/react 18 as installed for the workspace's React 18 checks (pnpm's store), if present. */
function findTypesReact18(): string | undefined {
  const store = join(repo, 'node_modules/.pnpm')
  const folder = existsSync(store)
    ? readdirSync(store).find((name) => name.startsWith('@types+react@18.'))
    : undefined
  return folder ? join(store, folder, 'node_modules/@types/react') : undefined
}

/** The diagnostics of the dApp's module alone, as text (our own sources are checked by the package typecheck). */
function typeCheckDApp(source: string, reactTypes?: string, jsx = ts.JsxEmit.ReactJSX): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    paths: {
      [REACT_ENTRY]: [join(src, 'exports/react.ts')],
      ...(reactTypes ? { react: [reactTypes], 'react/*': [`${reactTypes}/*`] } : {}),
    },
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === DAPP
      ? ts.createSourceFile(fileName, source, language, true, ts.ScriptKind.TSX)
      : getSourceFile.call(host, fileName, language, ...rest)
  const fileExists = host.fileExists
  host.fileExists = (fileName) => fileName === DAPP || fileExists.call(host, fileName)
  const readFile = host.readFile
  host.readFile = (fileName) => (fileName === DAPP ? source : readFile.call(host, fileName))
  const program = ts.createProgram([DAPP], options, host)
  const dapp = program.getSourceFile(DAPP)
  if (!dapp) throw new Error('the fixture was not compiled')
  return [...program.getSyntacticDiagnostics(dapp), ...program.getSemanticDiagnostics(dapp)].map(
    (diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  )
}

const typesReact18 = findTypesReact18()

describe('the appkit-* tags in a dApp that imports only @org/appkit/react', () => {
  it('type-check with @types/react 19', () => {
    expect(typeCheckDApp(DAPP_SOURCE)).toEqual([])
  }, 60_000)

  it('type-check with @types/react 19 and jsx: preserve, as Next.js sets it', () => {
    expect(typeCheckDApp(DAPP_SOURCE, undefined, ts.JsxEmit.Preserve)).toEqual([])
  }, 60_000)

  it('type-check with @types/react 18, through React.JSX and the global JSX namespace', () => {
    // The workspace installs @types/react 18 for apps/compat's React 18 build.
    expect(typesReact18, 'no @types/react 18 in the pnpm store').toBeDefined()
    expect(JSON.parse(readFileSync(join(typesReact18 ?? '', 'package.json'), 'utf8')).version).toMatch(
      /^18\./,
    )
    expect(typeCheckDApp(DAPP_SOURCE + GLOBAL_JSX_SOURCE, typesReact18)).toEqual([])
    expect(typeCheckDApp(DAPP_SOURCE + GLOBAL_JSX_SOURCE, typesReact18, ts.JsxEmit.Preserve)).toEqual([])
  }, 60_000)

  it('fail to type-check without the typings (the check can fail)', () => {
    const untyped = DAPP_SOURCE.replace(IMPORT_LINE, 'const createAppKit = 0')
    expect(typeCheckDApp(untyped).join('\n')).toContain("Property 'appkit-button' does not exist")
  }, 60_000)
})
