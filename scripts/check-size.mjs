#!/usr/bin/env node
// Per-import size budgets (size-limit style), part of `pnpm lint`: each row of size-budgets.json is one
// `import { x } from 'pkg'`, measured by scripts/measureImport.mjs (the same function `pnpm bench` prints), in
// gzip KiB: `eager` is what the import loads up front, `total` adds its lazy chunks (the modal, WalletConnect).
// Exits 1, naming the import, the actual size and the budget, when any figure is over its budget.
// A row with `solanaFree: true` also fails when any module of the import's bundle, lazy chunks included, is
// Solana code (`isSolanaModule`: @solana/*, @wallet-standard/*, packages/adapter-solana): an EVM-only dApp must
// pay nothing for the Solana adapter. `solanaFree: false` (SolanaAdapter's row) is the control: its bundle must
// contain Solana code, or the check would pass on any bundle because it no longer recognises Solana modules.
//
// It bundles the TypeScript sources, not the dists: `pnpm test` runs `pnpm lint` before turbo builds anything,
// so on a fresh clone there is no dist yet, and a check against stale dists would measure yesterday's code.
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isSolanaModule, kib, measureImport } from './measureImport.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const budgets = JSON.parse(readFileSync(new URL('../size-budgets.json', import.meta.url), 'utf8'))
const failures = []
const rows = []
for (const { name, from, eagerGzipKiB, totalGzipKiB, solanaFree } of budgets.imports) {
  const { eager, total, moduleIds } = await measureImport({ name, from })
  const label = `import { ${name} } from '${from}'`
  if (solanaFree !== undefined) {
    const solana = moduleIds.filter(isSolanaModule)
    const wrong = solanaFree ? solana.length > 0 : solana.length === 0
    const found = `${solana.length} of its ${moduleIds.length} modules are Solana code`
    rows.push(`${wrong ? '✗' : '✓'} ${label}  ${found} (${solanaFree ? 'must be none' : 'must be some'})`)
    if (wrong && solanaFree) {
      failures.push(
        `${label}: bundles Solana code, which an EVM-only dApp would pay for: ${solana
          .slice(0, 5)
          .map((id) => relative(root, id))
          .join(', ')}${solana.length > 5 ? ', …' : ''}`,
      )
    } else if (wrong) {
      failures.push(
        `${label}: no module of its bundle is recognised as Solana code, so the solanaFree checks prove ` +
          'nothing; fix isSolanaModule in scripts/measureImport.mjs',
      )
    }
  }
  for (const [part, bytes, budget] of [
    ['eager', eager.gzip, eagerGzipKiB],
    ['total', total.gzip, totalGzipKiB],
  ]) {
    if (budget === undefined) continue
    const over = bytes / 1024 > budget
    rows.push(`${over ? '✗' : '✓'} ${label}  ${part} ${kib(bytes)} KiB gzip (budget ${budget} KiB)`)
    if (over) {
      failures.push(
        `${label}: ${part} ${kib(bytes)} KiB gzip is over its budget of ${budget} KiB ` +
          `(+${kib(bytes - budget * 1024)} KiB)`,
      )
    }
  }
}

console.log(rows.join('\n'))
if (failures.length > 0) {
  console.error(
    `\nSize budget check failed (size-budgets.json):\n${failures.map((line) => `- ${line}`).join('\n')}`,
  )
  console.error(
    '\nShrink the import (keep it tree-shakable, load the rest with import()), or raise the budget in ' +
      'size-budgets.json with the reason in the commit. Solana code in an EVM import: find the module that ' +
      'imports it (chain-specific code belongs to its adapter package) rather than dropping `solanaFree`.',
  )
  process.exit(1)
}
