import { ApiError } from './ApiError.ts'
import { NAME_ZONE, PROFILE_API_VERSION } from './apiConstants.ts'
import type { BlockchainApiContext, NetworkScopedParameters } from './BlockchainApiContext.ts'
import { type Schema, schema as s } from './schema.ts'

/** A registered name and the addresses it points to (API-SHAPES §2.12), keys normalised to camelCase. */
export interface ProfileName {
  name: string
  registeredAt?: string
  updatedAt?: string
  /** Text records, e.g. `{ bio: 'hi' }`. */
  attributes: Record<string, string>
  /** By ENSIP-11 coin type: `'60'` is Ethereum mainnet. */
  addresses: Record<string, { address: string; createdAt?: string }>
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface LookupNameParameters extends NetworkScopedParameters {
  /** Full name, e.g. `alice.reown.id`. */
  name: string
}

export interface ReverseLookupParameters extends NetworkScopedParameters {
  address: string
  sender?: string
}

export interface RegisterNameParameters extends NetworkScopedParameters {
  /** ENSIP-11 coin type: 60 for Ethereum mainnet, `0x80000000 | chainId` for other EVM chains. */
  coinType: number
  address: string
  /** JSON text `{name, attributes, timestamp}` that `signature` signs. */
  message: string
  signature: string
}

const rawProfileSchema = s.object({
  name: s.string(),
  registered_at: s.optional(s.string()),
  updated_at: s.optional(s.string()),
  // The server sends a map; an older client type says an array of maps (API-SHAPES §2.12 ⚠).
  attributes: s.withDefault(
    s.oneOf(s.record(s.string()), s.array(s.record(s.string()), { skipInvalid: true })),
    {} as Record<string, string>,
  ),
  addresses: s.withDefault(
    s.record(
      s.object({
        address: s.string(),
        created_at: s.optional(s.string()),
        created: s.optional(s.string()),
      }),
    ),
    {},
  ),
})

const profileSchema: Schema<ProfileName> = (value, path) => {
  const raw = rawProfileSchema(value, path)
  // Merged one map at a time: spreading a long list into Object.assign throws RangeError past ~120k maps.
  const attributes: Record<string, string> = {}
  for (const map of Array.isArray(raw.attributes) ? raw.attributes : [raw.attributes])
    Object.assign(attributes, map)
  const addresses: ProfileName['addresses'] = {}
  for (const [coinType, entry] of Object.entries(raw.addresses)) {
    const createdAt = entry.created_at ?? entry.created
    addresses[coinType] = createdAt ? { address: entry.address, createdAt } : { address: entry.address }
  }
  return {
    name: raw.name,
    ...(raw.registered_at ? { registeredAt: raw.registered_at } : {}),
    ...(raw.updated_at ? { updatedAt: raw.updated_at } : {}),
    attributes,
    addresses,
  }
}

// apiVersion=2 answers "not found" with `[]` instead of an object.
const lookupSchema = s.oneOf(profileSchema, s.array(profileSchema, { skipInvalid: true }))
const reverseSchema = s.array(profileSchema, { skipInvalid: true })
const suggestionsSchema = s.object({
  suggestions: s.array(s.object({ name: s.string(), registered: s.boolean() }), { skipInvalid: true }),
})

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** A name the server does not keep records for (404, or 400 for a name outside its zones): nobody has it there. */
function isUnknownName(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400)
}

/** Name lookup, reverse lookup, suggestions and registration (spec §7). */
export function createProfileApi({ fetcher, isNetworkSupported }: BlockchainApiContext) {
  return {
    /**
     * GET /v1/profile/account/{name}. Undefined when the name is not registered, is outside the server's name zones
     * (an ENS name), or the network is unsupported.
     */
    async lookupName({
      name,
      caipNetworkId,
      signal,
    }: LookupNameParameters): Promise<ProfileName | undefined> {
      if (!(await isNetworkSupported(caipNetworkId))) return undefined
      try {
        const found = await fetcher.get(`/v1/profile/account/${encodeURIComponent(name)}`, {
          params: { apiVersion: PROFILE_API_VERSION },
          schema: lookupSchema,
          signal,
        })
        return Array.isArray(found) ? found[0] : found
      } catch (error) {
        if (isUnknownName(error)) return undefined
        throw error
      }
    },

    /** GET /v1/profile/reverse/{address}: the names of an address. Unsupported network: `[]`. */
    async reverseLookupName({
      address,
      sender,
      caipNetworkId,
      signal,
    }: ReverseLookupParameters): Promise<ProfileName[]> {
      if (!(await isNetworkSupported(caipNetworkId))) return []
      try {
        return await fetcher.get(`/v1/profile/reverse/${encodeURIComponent(address)}`, {
          params: { apiVersion: PROFILE_API_VERSION, sender },
          schema: reverseSchema,
          signal,
        })
      } catch (error) {
        if (isNotFound(error)) return []
        throw error
      }
    },

    /** GET /v1/profile/suggestions/{name} in the product zone. Unsupported network: `{ suggestions: [] }`. */
    async getNameSuggestions({
      name,
      caipNetworkId,
      signal,
    }: LookupNameParameters): Promise<{ suggestions: NameSuggestion[] }> {
      if (!(await isNetworkSupported(caipNetworkId))) return { suggestions: [] }
      return fetcher.get(`/v1/profile/suggestions/${encodeURIComponent(name)}`, {
        params: { zone: NAME_ZONE },
        schema: suggestionsSchema,
        signal,
      })
    },

    /**
     * POST /v1/profile/account. Unsupported network: `{ success: false }` with no request. A refusal throws
     * `ApiError` whose `details` is the API's reason (e.g. the name is taken).
     */
    async registerName({
      coinType,
      address,
      message,
      signature,
      caipNetworkId,
      signal,
    }: RegisterNameParameters): Promise<{ success: boolean }> {
      if (!(await isNetworkSupported(caipNetworkId))) return { success: false }
      await fetcher.post('/v1/profile/account', {
        body: { coin_type: coinType, address, message, signature },
        signal,
      })
      return { success: true }
    },
  }
}

export type ProfileApi = ReturnType<typeof createProfileApi>
