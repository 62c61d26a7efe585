import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'

/** GET /v1/supported-chains (API-SHAPES §2.1): the configured chains (EVM and Solana) over HTTP; no WebSocket RPC here. */
export function registerSupportedChainsRoute(app: FastifyInstance, context: ApiContext): void {
  app.get('/v1/supported-chains', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return { http: context.accounts.list.map((chain) => chain.caipNetworkId), ws: [] as string[] }
  })
}
