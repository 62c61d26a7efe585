import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ApiContext } from './ApiContext.ts'
import { BODY_LIMITS } from './config/ApiLimits.ts'
import { registerCors } from './http/registerCors.ts'
import { registerErrorHandlers } from './http/registerErrorHandlers.ts'
import { registerJsonBodyParser } from './http/registerJsonBodyParser.ts'
import { registerProjectGuard } from './http/registerProjectGuard.ts'
import { registerRateLimits } from './http/registerRateLimits.ts'
import { registerAnalyticsRoutes } from './routes/registerAnalyticsRoutes.ts'
import { registerBalanceRoute } from './routes/registerBalanceRoute.ts'
import { registerConvertRoutes } from './routes/registerConvertRoutes.ts'
import { registerFungiblePriceRoute } from './routes/registerFungiblePriceRoute.ts'
import { registerHistoryRoute } from './routes/registerHistoryRoute.ts'
import { registerIdentityRoutes } from './routes/registerIdentityRoutes.ts'
import { registerImageRoutes } from './routes/registerImageRoutes.ts'
import { registerOnrampRoutes } from './routes/registerOnrampRoutes.ts'
import { registerProfileRoutes } from './routes/registerProfileRoutes.ts'
import { registerRegistryRoutes } from './routes/registerRegistryRoutes.ts'
import { registerSessionsRoutes } from './routes/registerSessionsRoutes.ts'
import { registerSupportedChainsRoute } from './routes/registerSupportedChainsRoute.ts'

export interface CreateApiAppOptions {
  logger?: FastifyServerOptions['logger']
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe for `request.ip` (the per-IP budget). */
  trustProxy?: FastifyServerOptions['trustProxy']
}

/** The HTTP app over a built context: every route of the Blockchain API, registry and analytics. */
export async function createApiApp(
  context: ApiContext,
  { logger = false, trustProxy = false }: CreateApiAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    // Routes that take larger bodies say so (BODY_LIMITS); past the limit: 413, nothing read.
    bodyLimit: BODY_LIMITS.default,
    // CAIP-10 accounts and names travel in the path.
    routerOptions: { maxParamLength: 512 },
    forceCloseConnections: true,
    return503OnClosing: true,
  })
  registerErrorHandlers(app)
  registerJsonBodyParser(app)
  registerCors(app, context.projects)
  registerProjectGuard(app, context.projects)
  await registerRateLimits(app, context.rateLimit)
  registerSupportedChainsRoute(app, context)
  registerIdentityRoutes(app, context)
  registerBalanceRoute(app, context)
  registerHistoryRoute(app, context)
  registerFungiblePriceRoute(app, context)
  registerConvertRoutes(app, context)
  registerProfileRoutes(app, context)
  registerSessionsRoutes(app, context)
  registerOnrampRoutes(app, context)
  registerAnalyticsRoutes(app, context)
  registerRegistryRoutes(app, context)
  registerImageRoutes(app, context)
  return app
}
