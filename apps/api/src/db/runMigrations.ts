import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from './Database.ts'

/** Any constant: serialises migration runs of several servers sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_342_001

export interface RunMigrationsParameters {
  db: Database
  /** Folder of `NNN_name.sql` files, applied in name order. */
  dir: string
}

/**
 * Applies the `.sql` files of `dir` not yet recorded in `schema_migrations`, each in its own transaction with
 * its record, so a failed migration leaves nothing half-applied. Resolves with the names it applied.
 *
 * @example await runMigrations({ db, dir: migrationsDir })
 */
export async function runMigrations({ db, dir }: RunMigrationsParameters): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort()
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    )
  })
  const applied: string[] = []
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8')
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
      const done = await tx.query('select 1 from schema_migrations where name = $1', [name])
      if (done.length > 0) return false
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (name) values ($1)', [name])
      return true
    })
    if (ran) applied.push(name)
  }
  return applied
}
