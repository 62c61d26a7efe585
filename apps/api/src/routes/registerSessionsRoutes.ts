import type { FastifyInstance } from 'fastify'
import { isHex, keccak256, toHex } from 'viem'
import type { ApiContext } from '../ApiContext.ts'
import { BODY_LIMITS, MAX_STORED_GRANT_BYTES } from '../config/ApiLimits.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { readBodyObject } from '../http/readBody.ts'
import { grantMessage, revokeMessage, type SmartSessionGrant } from '../sessions/smartSessionMessages.ts'
import { verifyAccountSignature } from '../sessions/verifyAccountSignature.ts'
import { parseCaipAccount } from '../validation/parseCaipAccount.ts'
import { parseEvmAddress } from '../validation/parseEvmAddress.ts'

interface SessionRow {
  pci: string
  project_id: string
  expiry: string | number
  created_at: string | number
  permissions: unknown
  policies: unknown
  context: string | null
  revoked_at: string | number | null
}

const MAX_ENTRIES = 50
/** How far a grant's `issuedAt` may be from the server's clock. */
const GRANT_MESSAGE_MAX_AGE_S = 300
const NONCE = /^[A-Za-z0-9_-]{16,64}$/

function readTypedEntries(value: unknown, field: string): { type: string; data: unknown }[] {
  if (value === undefined) return []
  if (
    !Array.isArray(value) ||
    value.length > MAX_ENTRIES ||
    !value.every((entry) => typeof entry === 'object' && entry !== null && typeof entry.type === 'string')
  )
    throw new ApiHttpError(400, field, `${field} must be a list of {type, data}`)
  return value.map((entry) => ({ type: entry.type as string, data: entry.data ?? null }))
}

function readGrant(body: Record<string, unknown>, nowS: number): SmartSessionGrant {
  const { expiry, context } = body
  if (!Number.isSafeInteger(expiry) || (expiry as number) <= nowS)
    throw new ApiHttpError(400, 'expiry', 'expiry must be a future time in unix seconds')
  if (context !== undefined && context !== null && !isHex(context))
    throw new ApiHttpError(400, 'context', 'context must be a hex string')
  const grant = {
    expiry: expiry as number,
    permissions: readTypedEntries(body.permissions, 'permissions'),
    policies: readTypedEntries(body.policies, 'policies'),
    context: (context as string | undefined) ?? null,
  }
  if (Buffer.byteLength(JSON.stringify(grant)) > MAX_STORED_GRANT_BYTES)
    throw new ApiHttpError(413, 'permissions', `A grant may store at most ${MAX_STORED_GRANT_BYTES} bytes`)
  return grant
}

function readIssuedAt(value: unknown, nowS: number): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time) || Math.abs(time / 1000 - nowS) > GRANT_MESSAGE_MAX_AGE_S)
    throw new ApiHttpError(
      400,
      'issuedAt',
      `issuedAt must be an ISO-8601 time within ${GRANT_MESSAGE_MAX_AGE_S} s of the server's clock`,
    )
  return value as string
}

/**
 * Smart-session permissions (API-SHAPES §2.18-2.19), scoped to the calling project and signed by the account
 * (#15 A2): the list shows the project's grants only; creating one needs the account's signature of
 * `grantMessage` (project, account, chain, content hash, nonce, time; its hash is the grant's `pci`, so a replay is
 * refused), revoking one needs its signature of `revokeMessage` (project, account, pci). Revoke also accepts a
 * plain 0x address in the path, which one client path sends (§2.19 ⚠), and answers `{}`. Stored grants are capped
 * per account and per project (#15 A3).
 */
export function registerSessionsRoutes(app: FastifyInstance, context: ApiContext): void {
  const config = { project: true }
  const projectName = (id: string) => context.projects.find((project) => project.id === id)?.name ?? id
  const { maxGrantsPerAccount, maxGrantsPerProject } = context.limits

  app.get<{ Params: { address: string } }>('/v1/sessions/:address', { config }, async (request) => {
    const account = parseCaipAccount(request.params.address)
    const rows = await context.db.query<SessionRow>(
      `select pci, project_id, expiry, created_at, permissions, policies, context, revoked_at
         from smart_sessions where project_id = $1 and account = $2 order by created_at desc, pci`,
      [request.project?.id, account.id],
    )
    return {
      pcis: rows.map((row) => ({
        project: { id: row.project_id, name: projectName(row.project_id), url: null, iconUrl: null },
        pci: row.pci,
        expiry: Number(row.expiry),
        createdAt: Number(row.created_at),
        permissions: row.permissions,
        policies: row.policies,
        context: row.context,
        revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
      })),
    }
  })

  app.post<{ Params: { address: string } }>(
    '/v1/sessions/:address',
    { config, bodyLimit: BODY_LIMITS.sessionGrant },
    async (request) => {
      const account = parseCaipAccount(request.params.address)
      const projectId = request.project?.id ?? ''
      const body = readBodyObject(request)
      const nowS = Math.floor(context.now() / 1000)
      const grant = readGrant(body, nowS)
      const { nonce, signature } = body
      if (typeof signature !== 'string')
        throw new ApiHttpError(401, 'signature', 'A grant needs the account’s signature (see the API README)')
      if (typeof nonce !== 'string' || !NONCE.test(nonce))
        throw new ApiHttpError(400, 'nonce', 'nonce must be 16-64 characters of A-Z, a-z, 0-9, _ and -')
      const issuedAt = readIssuedAt(body.issuedAt, nowS)
      const message = grantMessage({
        projectId,
        account: account.id,
        chainId: account.network.id,
        grant,
        nonce,
        issuedAt,
      })
      await verifyAccountSignature(
        context.chains,
        { chainId: account.network.id, address: account.address },
        message,
        signature,
      )
      const pci = keccak256(toHex(message)).slice(2)
      const stored = await context.db.transaction(async (tx) => {
        const [counts] = await tx.query<{ project: string | number; account: string | number }>(
          `select count(*) as project, count(*) filter (where account = $2) as account
             from smart_sessions where project_id = $1`,
          [projectId, account.id],
        )
        if (
          Number(counts?.account ?? 0) >= maxGrantsPerAccount ||
          Number(counts?.project ?? 0) >= maxGrantsPerProject
        )
          throw new ApiHttpError(
            429,
            'quota',
            `Project's quota limit reached: at most ${maxGrantsPerAccount} grants per account and ${maxGrantsPerProject} per project are stored`,
          )
        return tx.query(
          `insert into smart_sessions (pci, account, project_id, expiry, created_at, permissions, policies, context)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) on conflict (pci) do nothing returning pci`,
          [
            pci,
            account.id,
            projectId,
            grant.expiry,
            nowS,
            JSON.stringify(grant.permissions),
            JSON.stringify(grant.policies),
            grant.context,
          ],
        )
      })
      if (stored.length === 0) throw new ApiHttpError(400, 'signature', 'This signed grant was already used')
      return { pci }
    },
  )

  app.post<{ Params: { address: string } }>(
    '/v1/sessions/:address/revoke',
    { config, bodyLimit: BODY_LIMITS.sessionRevoke },
    async (request) => {
      const projectId = request.project?.id ?? ''
      const raw = request.params.address
      const accountFilter = raw.includes(':')
        ? { sql: 'account = $3', value: parseCaipAccount(raw).id }
        : { sql: "account like ('%:' || $3)", value: parseEvmAddress(raw).toLowerCase() }
      const { pci, signature } = readBodyObject(request)
      if (typeof pci !== 'string' || pci === '' || pci.length > 128)
        throw new ApiHttpError(400, 'pci', 'Missing parameter: pci')
      const [row] = await context.db.query<{ account: string; revoked_at: string | number | null }>(
        `select account, revoked_at from smart_sessions where pci = $1 and project_id = $2 and ${accountFilter.sql}`,
        [pci, projectId, accountFilter.value],
      )
      if (!row) throw new ApiHttpError(400, 'pci', 'Permission for PCI is not found')
      const stored = parseCaipAccount(row.account)
      await verifyAccountSignature(
        context.chains,
        { chainId: stored.network.id, address: stored.address },
        revokeMessage({ projectId, account: row.account, pci }),
        signature,
      )
      if (row.revoked_at !== null) throw new ApiHttpError(400, 'pci', 'Permission is revoked')
      await context.db.query('update smart_sessions set revoked_at = $3 where pci = $1 and project_id = $2', [
        pci,
        projectId,
        Math.floor(context.now() / 1000),
      ])
      return {}
    },
  )
}
