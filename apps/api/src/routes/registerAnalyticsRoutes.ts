import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import { BODY_LIMITS, MAX_STORED_EVENT_BYTES } from '../config/ApiLimits.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { readQuery } from '../http/readQuery.ts'

/** Events one /batch may carry (the client flushes at 45 KB). */
const MAX_BATCH = 500
const MAX_TEXT = 2048
/**
 * The last millisecond of 9999: a later time is written `+010000-…` by `toISOString`, which PostgreSQL does not read
 * (the query failed: a 500 the fuzz test found).
 */
const MAX_TIMESTAMP = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

interface AnalyticsEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  event: string
  address: string | null
  props: Record<string, unknown>
}

function readEvent(value: unknown, where: string): AnalyticsEvent {
  const invalid = (why: string) => new ApiHttpError(400, where, `Invalid event: ${why}`)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('must be an object')
  const { eventId, url = '', domain = '', timestamp, props } = value as Record<string, unknown>
  if (typeof eventId !== 'string' || eventId === '' || eventId.length > 128)
    throw invalid('eventId is required')
  if (typeof url !== 'string' || url.length > MAX_TEXT) throw invalid('url must be a string')
  if (typeof domain !== 'string' || domain.length > MAX_TEXT) throw invalid('domain must be a string')
  if (
    typeof timestamp !== 'number' ||
    !Number.isFinite(timestamp) ||
    timestamp < 0 ||
    timestamp > MAX_TIMESTAMP
  )
    throw invalid('timestamp must be milliseconds since the epoch')
  if (typeof props !== 'object' || props === null || Array.isArray(props))
    throw invalid('props must be an object')
  const { event, address } = props as Record<string, unknown>
  if (typeof event !== 'string' || event === '' || event.length > 128)
    throw invalid('props.event is required')
  if (address !== undefined && typeof address !== 'string') throw invalid('props.address must be a string')
  if (Buffer.byteLength(JSON.stringify(props)) > MAX_STORED_EVENT_BYTES)
    throw new ApiHttpError(413, where, `Invalid event: props are larger than ${MAX_STORED_EVENT_BYTES} bytes`)
  return {
    eventId,
    url,
    domain,
    timestamp,
    event,
    address: typeof address === 'string' ? address : null,
    props: props as Record<string, unknown>,
  }
}

/**
 * Analytics (spec §7, API-SHAPES §5): POST /e stores one event, POST /batch a list (the beacon path). Both answer
 * 204; a page whose origin the project does not allow gets the guard's 403, which the client shows as 'Invalid
 * App Configuration'. An event id seen before is ignored, so a re-sent event is stored once.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, context: ApiContext): void {
  const config = { project: true }
  const { maxEventsPerProject } = context.limits

  async function store(request: FastifyRequest, events: readonly AnalyticsEvent[]) {
    const projectId = request.project?.id ?? ''
    const sdkType = readQuery(request, 'st') ?? null
    const sdkVersion = readQuery(request, 'sv') ?? null
    await context.db.transaction(async (tx) => {
      // The quota is checked before storing so that no project can grow the table past it (#15 A3); retention
      // frees room as old events go.
      const [row] = await tx.query<{ count: string | number }>(
        'select count(*) as count from analytics_events where project_id = $1',
        [projectId],
      )
      if (Number(row?.count ?? 0) + events.length > maxEventsPerProject)
        throw new ApiHttpError(
          429,
          'quota',
          `Project's quota limit reached: at most ${maxEventsPerProject} analytics events are stored per project`,
        )
      for (const event of events) {
        await tx.query(
          `insert into analytics_events
             (event_id, project_id, event, url, domain, address, occurred_at, props, origin, sdk_type, sdk_version)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11) on conflict (event_id) do nothing`,
          [
            event.eventId,
            projectId,
            event.event,
            event.url,
            event.domain,
            event.address,
            new Date(event.timestamp).toISOString(),
            JSON.stringify(event.props),
            request.headers.origin ?? null,
            sdkType,
            sdkVersion,
          ],
        )
      }
    })
  }

  app.post('/e', { config, bodyLimit: BODY_LIMITS.analyticsEvent }, async (request, reply) => {
    await store(request, [readEvent(request.body, 'body')])
    return reply.status(204).send()
  })

  app.post('/batch', { config, bodyLimit: BODY_LIMITS.analyticsBatch }, async (request, reply) => {
    const body = request.body
    if (!Array.isArray(body) || body.length > MAX_BATCH)
      throw new ApiHttpError(400, 'body', `The body must be a list of at most ${MAX_BATCH} events`)
    await store(
      request,
      body.map((event, index) => readEvent(event, `body[${index}]`)),
    )
    return reply.status(204).send()
  })
}
