import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { readQuery, readQueryInteger, readQueryList } from '../http/readQuery.ts'
import { queryWallets } from '../registry/queryWallets.ts'

/** The largest page the client asks for is 100 (search). */
const MAX_ENTRIES = 200
const MAX_PAGE = 100_000

/**
 * The wallet registry the AllWallets view reads (API-SHAPES §4): GET /getWallets over the operator's registry file,
 * plus the project routes the client may call on the same host.
 */
export function registerRegistryRoutes(app: FastifyInstance, context: ApiContext): void {
  const options = { config: { project: true } }

  app.get('/getWallets', options, async (request, reply) => {
    const platform = readQuery(request, 'platform')
    if (platform !== undefined && platform !== 'ios' && platform !== 'android')
      throw new ApiHttpError(400, 'platform', "Invalid parameter: platform must be 'ios' or 'android'")
    const sort = readQuery(request, 'sort')
    if (sort !== undefined && sort !== 'default' && sort !== 'wcpay')
      throw new ApiHttpError(400, 'sort', "Invalid parameter: sort must be 'default' or 'wcpay'")
    const list = (key: string) => {
      const value = readQueryList(request, key)
      return value ? { [key]: value } : {}
    }
    const search = readQuery(request, 'search')?.trim()
    const badgeType = readQuery(request, 'badge_type')
    const result = queryWallets(context.wallets, {
      page: readQueryInteger(request, 'page', { min: 1, max: MAX_PAGE }),
      entries: readQueryInteger(request, 'entries', { min: 1, max: MAX_ENTRIES }),
      ...(search ? { search } : {}),
      ...(badgeType ? { badgeType } : {}),
      ...(platform ? { platform } : {}),
      payOnly: readQuery(request, 'include_pay_only') === 'true',
      ...list('include'),
      ...list('exclude'),
      ...list('chains'),
      ...list('names'),
      ...list('rdns'),
    })
    reply.header('cache-control', 'public, max-age=60')
    return result
  })

  app.get('/projects/v1/origins', options, async (request) => ({
    allowedOrigins: [...(request.project?.allowedOrigins ?? [])],
  }))

  app.get('/appkit/v1/project-limits', options, async () => ({
    planLimits: { tier: 'self-hosted', isAboveMauLimit: false, isAboveRpcLimit: false },
  }))
}
