import { fileURLToPath } from 'node:url'

/** The package folder (`apps/api`), from `src/` and from `dist/` alike: home of `data/` and `migrations/`. */
export const packageDir = fileURLToPath(new URL('../', import.meta.url))
