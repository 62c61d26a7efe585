import { fileURLToPath } from 'node:url'
import type { CaipNetwork } from '@org/appkit-core'
import type { Connection } from '@solana/web3.js'
import { rolldown } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { SolanaAdapter } from './SolanaAdapter.ts'

// This file's module graph is its own (vitest isolates test files), so web3.js has not loaded before the first test.

/** A Solana network the test never reaches: building a Connection does not contact its RPC. */
const network: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/devnet'] } },
}

describe('the lazily loaded web3.js runtime', () => {
  it('getConnection is undefined until web3.js has loaded, and watchConnection tells when it is there', async () => {
    // Outside a browser nothing loads at construction.
    const adapter = new SolanaAdapter({ storage: null })
    expect(adapter.getConnection(network)).toBeUndefined()
    const reported: (Connection | undefined)[] = []
    const stop = adapter.watchConnection((connection) => reported.push(connection))
    const switched = adapter.switchNetwork({ network })
    // The network is known at once; its connection only once the runtime is there.
    expect(adapter.getConnection()).toBeUndefined()
    await switched
    const connection = adapter.getConnection()
    expect(connection?.rpcEndpoint).toBe('http://127.0.0.1:1/devnet')
    expect(reported).toEqual([connection])
    stop()
    adapter.destroy()
  })

  it("the adapter's static import graph has no @solana/web3.js: it is in the lazy chunk", async () => {
    const entry = fileURLToPath(new URL('./exports/index.ts', import.meta.url))
    const entryId = '\0solana-adapter-entry'
    const bundle = await rolldown({
      input: entryId,
      platform: 'browser',
      external: [/^@org\//, /^react/],
      logLevel: 'silent',
      plugins: [
        {
          name: 'solana-adapter-entry',
          resolveId: (id) => (id === entryId ? id : undefined),
          load: (id) =>
            id === entryId
              ? `import { SolanaAdapter } from ${JSON.stringify(entry)}\nconsole.log(SolanaAdapter)\n`
              : undefined,
        },
      ],
    })
    try {
      const { output } = await bundle.generate({ format: 'esm' })
      const chunks = output.flatMap((item) => (item.type === 'chunk' ? [item] : []))
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const eager = new Set<string>()
      const visit = (fileName: string) => {
        if (eager.has(fileName) || !byName.has(fileName)) return
        eager.add(fileName)
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported)
      }
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
      const isWeb3 = (id: string) => id.replaceAll('\\', '/').includes('/@solana/web3.js/')
      const eagerModules = chunks.filter((chunk) => eager.has(chunk.fileName)).flatMap((c) => c.moduleIds)
      const lazyModules = chunks.filter((chunk) => !eager.has(chunk.fileName)).flatMap((c) => c.moduleIds)
      expect(eagerModules.filter(isWeb3)).toEqual([])
      expect(lazyModules.some(isWeb3)).toBe(true)
    } finally {
      await bundle.close()
    }
  }, 30_000)
})
