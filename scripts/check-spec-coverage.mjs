#!/usr/bin/env node
// Keeps docs/spec-coverage.md true: every row names the file that implements a rule and the test that pins
// it (a test file and the exact test name), or says `later: <what>` (belongs to a part not built yet), or
// `gap: <what>` (belongs to what is built, but is not implemented or no test pins it; listed so it is not
// forgotten). A path that does not exist, or a test name that its file does not contain, fails `pnpm lint`.
// Exits 1 and lists every broken row.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const doc = readFileSync(join(root, 'docs/spec-coverage.md'), 'utf8')

const problems = []
let rules = 0
let pinned = 0
let later = 0
let gaps = 0

const backticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1])

for (const [index, line] of doc.split('\n').entries()) {
  if (!/^\|\s*§\d/.test(line)) continue
  const cells = line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim())
  if (cells.length !== 4) {
    problems.push(`line ${index + 1}: expected 4 cells (section, rule, implemented in, pinned by)`)
    continue
  }
  rules += 1
  const [, rule, implementedIn, pinnedBy] = cells
  const isGap = (cell) => /^gap:\s*\S/.test(cell)
  if (isGap(implementedIn) || isGap(pinnedBy)) {
    gaps += 1
    if (!isGap(pinnedBy)) problems.push(`line ${index + 1}: '${rule}' is a gap but names a test`)
    // A gap may still name the file that holds the untested code; that file must exist.
    if (!isGap(implementedIn)) {
      for (const path of backticked(implementedIn)) {
        if (!existsSync(join(root, path))) problems.push(`line ${index + 1}: '${path}' does not exist`)
      }
    }
    continue
  }
  if (/^later:\s*\S/.test(implementedIn) || /^later:\s*\S/.test(pinnedBy)) {
    later += 1
    if (!/^later:\s*\S/.test(pinnedBy))
      problems.push(`line ${index + 1}: '${rule}' is later but names a test`)
    continue
  }
  for (const path of backticked(implementedIn)) {
    if (!existsSync(join(root, path))) problems.push(`line ${index + 1}: '${path}' does not exist`)
  }
  if (backticked(implementedIn).length === 0)
    problems.push(`line ${index + 1}: '${rule}' names no implementing file`)
  // Pinned-by cells read: `path/to/file.test.ts` › `test name` (several pairs separated by <br>).
  const pairs = [...pinnedBy.matchAll(/`([^`]+)`\s*›\s*`([^`]+)`/g)]
  if (pairs.length === 0) problems.push(`line ${index + 1}: '${rule}' names no test as \`file\` › \`name\``)
  for (const [, path, name] of pairs) {
    const file = join(root, path)
    if (!existsSync(file)) problems.push(`line ${index + 1}: test file '${path}' does not exist`)
    else if (!readFileSync(file, 'utf8').includes(name))
      problems.push(`line ${index + 1}: '${path}' has no test named '${name}'`)
  }
  if (pairs.length > 0) pinned += 1
}

if (rules === 0) problems.push('docs/spec-coverage.md has no rule rows')
if (problems.length > 0) {
  console.error(
    `docs/spec-coverage.md is not true (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  )
  process.exit(1)
}
console.log(
  `spec coverage: ${rules} rules, ${pinned} pinned by a test, ${later} later, ${gaps} gaps (not implemented or not pinned)`,
)
