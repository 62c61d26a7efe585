import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import { BODY_LIMITS } from '../config/ApiLimits.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { readBodyObject } from '../http/readBody.ts'
import { readQuery } from '../http/readQuery.ts'
import { findNamesByAddress } from '../names/findNamesByAddress.ts'
import { parseProfileName } from '../names/parseProfileName.ts'
import { readProfiles } from '../names/readProfiles.ts'
import { registerProfileName } from '../names/registerProfileName.ts'
import { suggestNames } from '../names/suggestNames.ts'

/**
 * The name service (API-SHAPES §2.12-2.15): forward lookup, reverse lookup, suggestions, registration. Like the
 * hosted one, these routes take no project id. "Not found" is `[]` with `apiVersion=2`, a 404 otherwise.
 */
export function registerProfileRoutes(app: FastifyInstance, context: ApiContext): void {
  const isV2 = (value: string | undefined) => value === '2'

  app.get<{ Params: { name: string } }>('/v1/profile/account/:name', async (request) => {
    const { name } = parseProfileName(request.params.name, context.nameZones)
    const [profile] = await readProfiles(context.db, [name])
    if (profile) return profile
    if (isV2(readQuery(request, 'apiVersion'))) return []
    throw new ApiHttpError(404, 'name', `Name ${name} is not registered`)
  })

  app.get<{ Params: { address: string } }>('/v1/profile/reverse/:address', async (request) => {
    const profiles = await findNamesByAddress(context.db, request.params.address)
    if (profiles.length > 0 || isV2(readQuery(request, 'apiVersion'))) return profiles
    throw new ApiHttpError(404, 'address', 'No name for address is found')
  })

  app.get<{ Params: { name: string } }>('/v1/profile/suggestions/:name', async (request) => {
    const zone = readQuery(request, 'zone') ?? context.nameZones[0] ?? ''
    const { label } = parseProfileName(`${request.params.name}.${zone}`, context.nameZones)
    return { suggestions: await suggestNames(context.db, label, zone) }
  })

  app.post('/v1/profile/account', { bodyLimit: BODY_LIMITS.profile }, async (request) =>
    registerProfileName({
      db: context.db,
      chains: context.chains,
      zones: context.nameZones,
      body: readBodyObject(request),
      now: context.now,
    }),
  )
}
