#!/usr/bin/env node
// Each package's build starts here: `tsc` writes into `dist/` without removing what an earlier build left there,
// so a module that was renamed or deleted would stay in `dist/` and be packed and published with the package.
// Removing `dist/` first makes every build hold only what its sources compile to. (turbo's cache restores a
// build's files over whatever is on disk, so `pnpm release` also builds with `--force`; `pnpm check:packages`
// fails on a packed file that no source compiles to.)
//
// Usage, from a package's directory: node ../../scripts/clean-dist.mjs
import { rmSync } from 'node:fs'

rmSync('dist', { recursive: true, force: true })
