import { ONE_SECOND_MS } from '../constants/limits.ts'
import type { CaipAddress } from '../types/ChainNamespace.ts'
import type { BlockchainApiContext, NetworkScopedParameters } from './BlockchainApiContext.ts'
import { schema as s } from './schema.ts'

/** A smart-session permission grant (API-SHAPES §2.18); times are in ms since the epoch. */
export interface SmartSession {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  pci: string
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string | null
  revokedAt: number | null
}

export interface GetSmartSessionsParameters extends NetworkScopedParameters {
  caipAddress: CaipAddress
}

export interface RevokeSmartSessionParameters extends GetSmartSessionsParameters {
  pci: string
  /**
   * The account's EIP-191 signature of the revoke: the hosted API ignores it; the self-hosted API (apps/api README,
   * Security) requires it over `Revoke a smart session\nProject: <projectId>\nAccount: <CAIP-10>\nSession: <pci>`.
   */
  signature: string
}

const typedEntry = s.object({ type: s.string(), data: (value: unknown) => value })
const nullableString = s.withDefault(s.nullable(s.string()), null)

const sessionsSchema = s.object({
  pcis: s.array(
    s.object({
      project: s.object({ id: s.string(), name: s.string(), url: nullableString, iconUrl: nullableString }),
      pci: s.string(),
      expiry: s.number(),
      createdAt: s.withDefault(s.number(), 0),
      permissions: s.withDefault(s.array(typedEntry, { skipInvalid: true }), []),
      policies: s.withDefault(s.array(typedEntry, { skipInvalid: true }), []),
      context: nullableString,
      revokedAt: s.withDefault(s.nullable(s.number()), null),
    }),
    { skipInvalid: true },
  ),
})

const toMs = (seconds: number) => seconds * ONE_SECOND_MS

/** Smart-session list and revoke (spec §7). The path takes the CAIP-10 account. */
export function createSessionsApi({ fetcher, isNetworkSupported }: BlockchainApiContext) {
  const { projectId } = fetcher.sdkParams

  return {
    /** GET /v1/sessions/{caipAddress}. Unsupported network: `[]`. */
    async getSmartSessions({
      caipAddress,
      caipNetworkId,
      signal,
    }: GetSmartSessionsParameters): Promise<SmartSession[]> {
      if (!(await isNetworkSupported(caipNetworkId))) return []
      const { pcis } = await fetcher.get(`/v1/sessions/${encodeURIComponent(caipAddress)}`, {
        schema: sessionsSchema,
        signal,
      })
      return pcis.map((session) => ({
        ...session,
        expiry: toMs(session.expiry),
        createdAt: toMs(session.createdAt),
        revokedAt: session.revokedAt === null ? null : toMs(session.revokedAt),
      }))
    },

    /** POST /v1/sessions/{caipAddress}/revoke; the API answers with an empty body. Unsupported: no request. */
    async revokeSmartSession({
      caipAddress,
      pci,
      signature,
      caipNetworkId,
      signal,
    }: RevokeSmartSessionParameters): Promise<{ success: boolean }> {
      if (!(await isNetworkSupported(caipNetworkId))) return { success: false }
      await fetcher.post(`/v1/sessions/${encodeURIComponent(caipAddress)}/revoke`, {
        params: { projectId },
        body: { pci, signature },
        signal,
      })
      return { success: true }
    },
  }
}

export type SessionsApi = ReturnType<typeof createSessionsApi>
