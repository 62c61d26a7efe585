import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ApiRateLimit } from '../config/ApiLimits.ts'
import { ApiHttpError } from './ApiHttpError.ts'

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply, what: string) {
  const result = await limiter(request)
  if (result.isAllowed || !result.isExceeded) return
  reply.header('retry-after', String(result.ttlInSeconds))
  throw new ApiHttpError(
    429,
    'rate_limited',
    `Requests per second limit exceeded: ${result.max} requests per ${result.timeWindow / 1000} s ${what}, retry in ${result.ttlInSeconds} s`,
  )
}

/**
 * Request budgets with `@fastify/rate-limit` (#15 A3): every request counts against its client IP (`request.ip`:
 * the peer, or the forwarded client behind a trusted proxy), checked before the body is read; a project's routes
 * also count against the project, checked once the project guard has found it. Past either: 429 `rate_limited`
 * with `Retry-After`, as the hosted API answers (API-SHAPES §1). Counters live in this process's memory.
 */
export async function registerRateLimits(app: FastifyInstance, limits: ApiRateLimit): Promise<void> {
  await app.register(rateLimit, { global: false, cache: 10_000 })
  const byIp = app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs })
  const byProject = app.createRateLimit({
    max: limits.perProject,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `project:${request.project?.id ?? ''}`,
  })
  app.addHook('onRequest', (request, reply) => enforce(byIp, request, reply, 'per client IP'))
  app.addHook('preHandler', async (request, reply) => {
    if (request.project) await enforce(byProject, request, reply, `for project ${request.project.id}`)
  })
}
