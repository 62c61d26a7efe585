import type { Database } from '../db/Database.ts'

/** Suggestions one answer holds (API-SHAPES §2.14). */
const MAX_SUGGESTIONS = 5

/**
 * Name suggestions for a label in a zone: first the exact `label.zone` with its real `registered` flag, then
 * unregistered alternatives (`label1`, `label-app`, ...), at most five in all.
 */
export async function suggestNames(
  db: Database,
  label: string,
  zone: string,
): Promise<{ name: string; registered: boolean }[]> {
  const exact = `${label}.${zone}`
  const candidates = [
    ...Array.from({ length: 9 }, (_, index) => `${label}${index + 1}`),
    `${label}-app`,
    `${label}-wallet`,
    `the-${label}`,
    `${label}-id`,
  ]
    .filter((candidate) => candidate.length <= 64)
    .map((candidate) => `${candidate}.${zone}`)
  const all = [exact, ...candidates]
  const rows = await db.query<{ name: string }>(
    'select name from profile_names where name = any($1::text[])',
    [all],
  )
  const taken = new Set(rows.map((row) => row.name))
  const alternatives = candidates.filter((candidate) => !taken.has(candidate)).slice(0, MAX_SUGGESTIONS - 1)
  return [
    { name: exact, registered: taken.has(exact) },
    ...alternatives.map((name) => ({ name, registered: false })),
  ]
}
