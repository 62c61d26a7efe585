import type { FastifyInstance } from 'fastify'
import type { ApiProject } from '../config/ApiProject.ts'
import { isOriginAllowed } from '../config/isOriginAllowed.ts'
import { ApiHttpError } from './ApiHttpError.ts'

/**
 * For routes whose config says `project: true`: the `projectId` (query, or the JSON body for the POSTs that carry it
 * there) must be a configured project -> otherwise 401 `authentication`, which the client maps to 'Invalid App
 * Configuration'; a browser request (it has an Origin) must come from an allowed origin -> otherwise 403, also
 * 'Invalid App Configuration' (spec §8). A missing project id is a 400: the client raises 'Project ID Not
 * Configured' itself before calling.
 */
export function registerProjectGuard(app: FastifyInstance, projects: readonly ApiProject[]): void {
  const byId = new Map(projects.map((project) => [project.id, project]))
  app.decorateRequest('project', null)
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.project) return
    const query = request.query as Record<string, unknown> | undefined
    const body = request.body as Record<string, unknown> | undefined
    const fromQuery = query?.projectId
    const projectId =
      typeof fromQuery === 'string' && fromQuery !== ''
        ? fromQuery
        : body && typeof body === 'object' && typeof body.projectId === 'string'
          ? body.projectId
          : undefined
    if (!projectId) throw new ApiHttpError(400, 'projectId', 'Missing parameter: projectId')
    const project = byId.get(projectId)
    if (!project) throw new ApiHttpError(401, 'authentication', 'We failed to authenticate your request')
    const origin = request.headers.origin
    if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins))
      throw new ApiHttpError(403, 'origin', `Origin ${origin} is not allowed for project ${project.id}`)
    request.project = project
  })
}
