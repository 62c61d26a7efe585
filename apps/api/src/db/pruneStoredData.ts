import type { ApiLimits } from '../config/ApiLimits.ts'
import type { Queryable } from './Database.ts'

/** Rows one prune deletes per table at most, so a round stays short however much there is to delete. */
export const PRUNE_BATCH_ROWS = 10_000

const DAY_S = 86_400

export interface PruneStoredDataParameters {
  db: Queryable
  limits: Pick<ApiLimits, 'analyticsRetentionDays' | 'sessionRetentionDays'>
  /** ms since the epoch. */
  now: number
}

/**
 * Retention (#15 A3): deletes analytics events that arrived more than `analyticsRetentionDays` ago, and grants
 * that expired or were revoked more than `sessionRetentionDays` ago; at most PRUNE_BATCH_ROWS of each per call.
 * Arrival time, not the event's own timestamp, which the client chooses. Returns how many rows went.
 */
export async function pruneStoredData({ db, limits, now }: PruneStoredDataParameters) {
  const nowS = Math.floor(now / 1000)
  const eventCutoff = nowS - limits.analyticsRetentionDays * DAY_S
  const sessionCutoff = nowS - limits.sessionRetentionDays * DAY_S
  const events = await db.query<{ event_id: string }>(
    `delete from analytics_events where event_id in (
       select event_id from analytics_events where received_at < to_timestamp($1) limit $2
     ) returning event_id`,
    [eventCutoff, PRUNE_BATCH_ROWS],
  )
  const sessions = await db.query<{ pci: string }>(
    `delete from smart_sessions where pci in (
       select pci from smart_sessions where expiry < $1 or revoked_at < $1 limit $2
     ) returning pci`,
    [sessionCutoff, PRUNE_BATCH_ROWS],
  )
  return { events: events.length, sessions: sessions.length }
}
