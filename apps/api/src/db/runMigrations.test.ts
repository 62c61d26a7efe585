import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgliteDatabase } from './createPgliteDatabase.ts'
import type { Database } from './Database.ts'
import { migrationsDir } from './migrationsDir.ts'
import { runMigrations } from './runMigrations.ts'

let db: Database
let folder: string
beforeAll(async () => {
  db = await createPgliteDatabase()
  folder = await mkdtemp(join(tmpdir(), 'appkit-api-migrations-'))
})
afterAll(async () => {
  await db?.close()
  await rm(folder, { recursive: true, force: true })
})

describe('runMigrations: the same SQL files for pglite and PostgreSQL, each applied once', () => {
  it('applies the package migrations once and records them', async () => {
    expect(await runMigrations({ db, dir: migrationsDir })).toEqual([
      '001_initial.sql',
      '002_retention_indexes.sql',
      '003_solana_history.sql',
    ])
    expect(await runMigrations({ db, dir: migrationsDir })).toEqual([])
    const tables = await db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    )
    expect(tables.map((row) => row.table_name)).toEqual([
      'analytics_events',
      'history_address_cursors',
      'history_participants',
      'history_transactions',
      'history_transfers',
      'index_cursors',
      'profile_addresses',
      'profile_names',
      'schema_migrations',
      'smart_sessions',
    ])
  })

  it('rolls a failing migration back whole and does not record it', async () => {
    await writeFile(join(folder, '001_good.sql'), 'create table good (id int);')
    await writeFile(join(folder, '002_bad.sql'), 'create table half (id int); select * from missing_table;')
    await expect(runMigrations({ db, dir: folder })).rejects.toThrow(/missing_table/)
    const recorded = await db.query<{ name: string }>('select name from schema_migrations order by name')
    expect(recorded.map((row) => row.name)).toEqual([
      '001_good.sql',
      '001_initial.sql',
      '002_retention_indexes.sql',
      '003_solana_history.sql',
    ])
    const half = await db.query("select 1 from information_schema.tables where table_name = 'half'")
    expect(half).toEqual([])
  })

  it('003 upgrades a store that already holds EVM history, then holds each place in a block to one transaction', async () => {
    const upgraded = await createPgliteDatabase()
    try {
      const early = await mkdtemp(join(tmpdir(), 'appkit-api-migrations-early-'))
      for (const name of ['001_initial.sql', '002_retention_indexes.sql'])
        await copyFile(join(migrationsDir, name), join(early, name))
      await runMigrations({ db: upgraded, dir: early })
      await rm(early, { recursive: true, force: true })
      const insert = (hash: string, txIndex: number) =>
        upgraded.query(
          `insert into history_transactions (chain_id, hash, block_number, block_time, tx_index, sender, nonce, status)
           values ('eip155:1', $1, 5, now(), $2, '0x01', 0, 'confirmed')`,
          [hash, txIndex],
        )
      await insert('0xaa', 0)
      await insert('0xbb', 1)
      expect(await runMigrations({ db: upgraded, dir: migrationsDir })).toEqual(['003_solana_history.sql'])
      await expect(insert('0xcc', 1)).rejects.toThrow(/history_transactions_place/)
    } finally {
      await upgraded.close()
    }
  })
})
