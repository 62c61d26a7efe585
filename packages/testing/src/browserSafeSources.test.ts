import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The dev wallets run in pages in Chromium too (injected, announced or registered): their runtime files must not
// reach for Node. Folder, and the least number of runtime files it must hold (so an empty folder cannot pass).
const BROWSER_FOLDERS = { devWallet: 6, solanaDevWallet: 3 }

describe.each(Object.entries(BROWSER_FOLDERS))('%s', (folder, least) => {
  it('runtime files use no Node built-ins or Node-only globals', () => {
    const dir = new URL(`./${folder}/`, import.meta.url)
    const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    expect(sources.length).toBeGreaterThanOrEqual(least)
    for (const file of sources) {
      // Comments may mention Node; only code counts.
      const text = readFileSync(new URL(file, dir), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      expect({
        file,
        nodeImport: /from ['"](node:|fs|path|child_process|net|os|crypto)['"]/.test(text),
        nodeGlobal: /\b(process|Buffer|__dirname|require)\b[.(]/.test(text),
      }).toEqual({ file, nodeImport: false, nodeGlobal: false })
    }
  })
})
