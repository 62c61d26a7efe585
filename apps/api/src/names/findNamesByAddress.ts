import type { Database } from '../db/Database.ts'
import { type ProfileName, readProfiles } from './readProfiles.ts'

/** Every registered name pointing at `address` (any coin type, case-insensitive), oldest first. */
export async function findNamesByAddress(db: Database, address: string): Promise<ProfileName[]> {
  const rows = await db.query<{ name: string }>(
    `select distinct n.name, n.registered_at from profile_names n
       join profile_addresses a on a.name = n.name
      where a.address = $1 order by n.registered_at, n.name`,
    [address.toLowerCase()],
  )
  return readProfiles(
    db,
    rows.map((row) => row.name),
  )
}
