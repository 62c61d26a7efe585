import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ApiProject } from '../config/ApiProject.ts'
import { isOriginAllowed } from '../config/isOriginAllowed.ts'
import { failedBody } from './ApiHttpError.ts'

/** Request headers the Blockchain API allows (API-SHAPES §1 "Server conventions"). */
const ALLOWED_HEADERS = [
  'content-type',
  'user-agent',
  'referer',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
  'solana-client',
  'sec-fetch-mode',
  'x-sdk-type',
  'x-sdk-version',
  'x-project-id',
].join(', ')

const READ_METHODS = new Set(['GET', 'HEAD'])

/**
 * CORS by project (#15 A6). Answers name a calling origin only when it may read them:
 * - a project's routes (`config.project`): origins the project allows (`allowedOrigins`); the guard's own refusal
 *   (401 unknown project, 403 origin not allowed) is readable by any origin, so that the client can show 'Invalid
 *   App Configuration' (spec §8); it carries no data;
 * - public reads (supported chains, names, images): any origin (`*`), as the hosted API;
 * - public writes (name registration, signed by the account): origins some configured project allows.
 * Preflights get the methods and headers only for such an origin (the project named by `projectId` in the query,
 * else any configured project's for writes, any origin for reads); others get a 403 without CORS headers, which
 * the browser treats as a refusal. Every answer has `Vary: Origin`.
 */
export function registerCors(app: FastifyInstance, projects: readonly ApiProject[]): void {
  const byId = new Map(projects.map((project) => [project.id, project]))
  const anyProjectAllows = (origin: string) =>
    projects.some((project) => isOriginAllowed(origin, project.allowedOrigins))
  const queryProject = (request: FastifyRequest) => {
    const projectId = (request.query as Record<string, unknown> | undefined)?.projectId
    return typeof projectId === 'string' ? byId.get(projectId) : undefined
  }

  function allowedOrigin(request: FastifyRequest, reply: FastifyReply, origin: string): string | undefined {
    if (request.routeOptions.config?.project) {
      const project = request.project ?? queryProject(request)
      if (project && isOriginAllowed(origin, project.allowedOrigins)) return origin
      return reply.statusCode === 401 || reply.statusCode === 403 ? origin : undefined
    }
    if (READ_METHODS.has(request.method)) return '*'
    return anyProjectAllows(origin) ? origin : undefined
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin')
    const origin = request.headers.origin
    const method = request.headers['access-control-request-method']
    if (!origin || request.method !== 'OPTIONS' || typeof method !== 'string') return
    const project = queryProject(request)
    const allowed = project
      ? isOriginAllowed(origin, project.allowedOrigins)
      : READ_METHODS.has(method.toUpperCase()) || anyProjectAllows(origin)
    if (!allowed) {
      return reply.status(403).send(failedBody('origin', `Origin ${origin} is not allowed`))
    }
    return reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .status(204)
      .send()
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const origin = request.headers.origin
    if (!origin || request.method === 'OPTIONS') return payload
    const allowed = allowedOrigin(request, reply, origin)
    if (allowed) reply.header('access-control-allow-origin', allowed)
    else reply.removeHeader('access-control-allow-origin')
    return payload
  })
}
