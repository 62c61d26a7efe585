import type { Database } from '../db/Database.ts'

/** A name and its addresses in the profile API's snake_case shape (API-SHAPES §2.12). */
export interface ProfileName {
  name: string
  registered_at: string
  updated_at: string
  attributes: Record<string, string>
  addresses: Record<string, { address: string; created_at: string }>
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The stored profiles of `names`, in the order given; names that are not registered are left out. */
export async function readProfiles(db: Database, names: readonly string[]): Promise<ProfileName[]> {
  if (names.length === 0) return []
  const nameRows = await db.query<{
    name: string
    registered_at: Date | string
    updated_at: Date | string
    attributes: Record<string, string> | string
  }>('select name, registered_at, updated_at, attributes from profile_names where name = any($1::text[])', [
    [...names],
  ])
  const addressRows = await db.query<{
    name: string
    coin_type: string | number
    address: string
    created_at: Date | string
  }>(
    'select name, coin_type, address, created_at from profile_addresses where name = any($1::text[]) order by coin_type',
    [[...names]],
  )
  const profiles = new Map<string, ProfileName>()
  for (const row of nameRows) {
    profiles.set(row.name, {
      name: row.name,
      registered_at: iso(row.registered_at),
      updated_at: iso(row.updated_at),
      attributes: typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes,
      addresses: {},
    })
  }
  for (const row of addressRows) {
    const profile = profiles.get(row.name)
    if (profile)
      profile.addresses[String(row.coin_type)] = { address: row.address, created_at: iso(row.created_at) }
  }
  return names.flatMap((name) => profiles.get(name) ?? [])
}
