#!/usr/bin/env node
// Per-import size budgets (size-limit style), part of `pnpm lint`: each row of size-budgets.json is one
// `import { x } from 'pkg'`, measured by scripts/measureImport.mjs (the same function `pnpm bench` prints), in
// gzip KiB: `eager` is what the import loads up front, `total` adds its lazy chunks (the modal, WalletConnect).
// Exits 1, naming the import, the actual size and the budget, when any figure is over its budget.
//
// It bundles the TypeScript sources, not the dists: `pnpm test` runs `pnpm lint` before turbo builds anything,
// so on a fresh clone there is no dist yet, and a check against stale dists would measure yesterday's code.
import { readFileSync } from 'node:fs'
import { kib, measureImport } from './measureImport.mjs'

const budgets = JSON.parse(readFileSync(new URL('../size-budgets.json', import.meta.url), 'utf8'))
const failures = []
const rows = []
for (const { name, from, eagerGzipKiB, totalGzipKiB } of budgets.imports) {
  const { eager, total } = await measureImport({ name, from })
  const label = `import { ${name} } from '${from}'`
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
    `\nSize budget exceeded (size-budgets.json):\n${failures.map((line) => `- ${line}`).join('\n')}`,
  )
  console.error(
    '\nShrink the import (keep it tree-shakable, load the rest with import()), or raise the budget in ' +
      'size-budgets.json with the reason in the commit.',
  )
  process.exit(1)
}
