#!/usr/bin/env node
// Writes the package version into packages/core/src/errors/version.ts (the `version` every error reports), so a
// release that bumps the packages keeps it in step: run after `changeset version`. version.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const { version } = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'))
const file = join(root, 'packages/core/src/errors/version.ts')
const source = readFileSync(file, 'utf8')
const next = source.replace(/^export const version = '[^']*'$/m, `export const version = '${version}'`)
if (next === source && !source.includes(`'${version}'`)) throw new Error(`${file}: no version line to update`)
writeFileSync(file, next)
console.log(`errors report @org/appkit@${version}`)
