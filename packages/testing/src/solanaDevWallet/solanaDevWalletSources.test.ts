import { readdirSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

// The Solana dev wallet is registered on pages in Chromium too: its runtime files must not reach for Node.
it('solanaDevWallet runtime files use no Node built-ins or Node-only globals', () => {
  const dir = new URL('./', import.meta.url)
  const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  expect(sources.length).toBeGreaterThan(2)
  for (const file of sources) {
    // Comments may mention Node; only code counts.
    const text = readFileSync(new URL(file, dir), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    expect({
      file,
      nodeImport: /from ['"](node:|fs|path|child_process|net|os|crypto)['"]/.test(text),
    }).toEqual({
      file,
      nodeImport: false,
    })
    expect({ file, nodeGlobal: /\b(process|Buffer|__dirname|require)\b[.(]/.test(text) }).toEqual({
      file,
      nodeGlobal: false,
    })
  }
})
