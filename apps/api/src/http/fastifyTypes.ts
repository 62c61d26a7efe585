// Type-only augmentation of Fastify for this server's route config and request fields.
import type { ApiProject } from '../config/ApiProject.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a known `projectId` (query or JSON body) and, from a browser, an allowed origin. */
    project?: boolean
  }
  interface FastifyRequest {
    /** The project a guarded route was called for; set by the project guard. */
    project: ApiProject | null
  }
}
