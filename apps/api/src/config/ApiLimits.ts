/** Request budgets (per window, fixed-window counters in memory): every route counts against the client IP's. */
export interface ApiRateLimit {
  /** Window length in ms; default 60,000 (`API_RATE_WINDOW_MS`). */
  windowMs: number
  /** Requests one client IP may make per window, on any route; default 3,000 (`API_RATE_PER_IP`). */
  perIp: number
  /** Requests all clients of one project may make per window on its routes; default 30,000 (`API_RATE_PER_PROJECT`). */
  perProject: number
}

/** Caps on what the server stores for others, and how long it keeps it (#15 A3). */
export interface ApiLimits {
  /** Smart-session grants stored per account and project; default 100 (`API_MAX_GRANTS_PER_ACCOUNT`). */
  maxGrantsPerAccount: number
  /** Smart-session grants stored per project; default 10,000 (`API_MAX_GRANTS_PER_PROJECT`). */
  maxGrantsPerProject: number
  /** Analytics events stored per project; default 50,000 (`API_MAX_EVENTS_PER_PROJECT`). */
  maxEventsPerProject: number
  /** Analytics events are deleted this many days after they arrived; default 30 (`API_ANALYTICS_RETENTION_DAYS`). */
  analyticsRetentionDays: number
  /** Grants are deleted this many days after they expired or were revoked; default 7 (`API_SESSION_RETENTION_DAYS`). */
  sessionRetentionDays: number
  /** How often the retention runs, in ms; 0 (the default of `startApiServer`): never. The CLI runs it hourly. */
  retentionIntervalMs: number
}

export const defaultRateLimit: ApiRateLimit = { windowMs: 60_000, perIp: 3_000, perProject: 30_000 }

export const defaultApiLimits: ApiLimits = {
  maxGrantsPerAccount: 100,
  maxGrantsPerProject: 10_000,
  maxEventsPerProject: 50_000,
  analyticsRetentionDays: 30,
  sessionRetentionDays: 7,
  retentionIntervalMs: 0,
}

/** Largest bodies per route, in bytes (Fastify `bodyLimit`); past them the answer is 413 and nothing is read. */
export const BODY_LIMITS = {
  /** Any route without its own limit. */
  default: 64 * 1024,
  /** A grant: its permissions, policies and context. */
  sessionGrant: 16 * 1024,
  sessionRevoke: 2 * 1024,
  /** One analytics event. */
  analyticsEvent: 16 * 1024,
  /** A beacon batch: the client flushes at 45 KB. */
  analyticsBatch: 64 * 1024,
  profile: 8 * 1024,
} as const

/** Largest stored JSON of one analytics event's `props`, and of one grant's permissions + policies, in bytes. */
export const MAX_STORED_EVENT_BYTES = 8 * 1024
export const MAX_STORED_GRANT_BYTES = 12 * 1024
