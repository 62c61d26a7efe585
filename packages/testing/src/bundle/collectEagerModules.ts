import type { OutputChunk } from 'rolldown'

export interface CollectEagerModulesParameters {
  /**
   * The source of a dApp's own module that imports what is measured and uses it (so it is not shaken away),
   * e.g. `import { createAppKit } from '/abs/path/index.ts'\nconsole.log(createAppKit)`.
   */
  entrySource: string
  /** Module specifiers resolved to other paths (a workspace package to its sources). */
  alias?: Record<string, string>
  /** Modules left out of the bundle (React, other packages); matched like rolldown's `external`. */
  external?: Array<string | RegExp>
}

export interface EagerModules {
  /** The module ids in the entry's chunk and in the chunks it imports statically (what a page loads first). */
  eager: Set<string>
  /** Every module id bundled, lazy chunks included. */
  all: Set<string>
  /**
   * The lazy chunks: their modules and what each imports statically (other chunks by file name, modules left out
   * by `external` as the bundle names them).
   */
  lazyChunks: Array<{ moduleIds: string[]; imports: string[] }>
}

/** The dApp's module; ids starting with `\0` are virtual. */
const DAPP_ENTRY = '\0dapp-entry'

/**
 * Bundles a dApp's module the way Vite 8 does (rolldown, browser, code splitting) and reads which modules its
 * first load holds: the chunk tests of the packages use it to fail when a lazy module comes back onto the static
 * graph. Node only; ids use `/` on every platform.
 *
 * @example
 * const { eager } = await collectEagerModules({ entrySource: `import { A } from ${JSON.stringify(path)}\nconsole.log(A)` })
 */
export async function collectEagerModules({
  entrySource,
  alias = {},
  external = [],
}: CollectEagerModulesParameters): Promise<EagerModules> {
  const { rolldown } = await import('rolldown')
  const bundle = await rolldown({
    input: DAPP_ENTRY,
    platform: 'browser',
    resolve: { alias },
    external,
    logLevel: 'silent',
    plugins: [
      {
        name: 'dapp-entry',
        resolveId: (id) => (id === DAPP_ENTRY ? id : undefined),
        load: (id) => (id === DAPP_ENTRY ? entrySource : undefined),
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'esm' })
    const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk')
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
    const eagerFiles = new Set<string>()
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || eagerFiles.has(chunk.fileName)) return
      eagerFiles.add(chunk.fileName)
      for (const imported of chunk.imports) visit(byFile.get(imported))
    }
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
    const eager = new Set<string>()
    const all = new Set<string>()
    const lazyChunks: EagerModules['lazyChunks'] = []
    for (const chunk of chunks) {
      const moduleIds = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'))
      const isEager = eagerFiles.has(chunk.fileName)
      for (const id of moduleIds) {
        all.add(id)
        if (isEager) eager.add(id)
      }
      if (!isEager) lazyChunks.push({ moduleIds, imports: chunk.imports })
    }
    return { eager, all, lazyChunks }
  } finally {
    await bundle.close()
  }
}
