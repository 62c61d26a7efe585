import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ApiContext } from './ApiContext.ts'
import { registerCors } from './http/registerCors.ts'
import { registerErrorHandlers } from './http/registerErrorHandlers.ts'
import { registerJsonBodyParser } from './http/registerJsonBodyParser.ts'
import { registerProjectGuard } from './http/registerProjectGuard.ts'
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

/** Request bodies past this are refused with 413 (the largest legitimate one is an analytics batch, ≤ 45 KB). */
const BODY_LIMIT_BYTES = 256 * 1024

/** The HTTP app over a built context: every route of the Blockchain API, registry and analytics. */
export function createApiApp(
  context: ApiContext,
  logger: FastifyServerOptions['logger'] = false,
): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // CAIP-10 accounts and names travel in the path.
    routerOptions: { maxParamLength: 512 },
    forceCloseConnections: true,
    return503OnClosing: true,
  })
  registerErrorHandlers(app)
  registerJsonBodyParser(app)
  registerCors(app)
  registerProjectGuard(app, context.projects)
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
