import { fileURLToPath } from 'node:url'

/** `apps/api/migrations`, from `src/db` and from `dist/db` alike. */
export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url))
