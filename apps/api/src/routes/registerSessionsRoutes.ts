import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { isHex } from 'viem'
import type { ApiContext } from '../ApiContext.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { readBodyObject } from '../http/readBody.ts'
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

/**
 * Smart-session permissions (API-SHAPES §2.18-2.19): list and revoke for a CAIP-10 account, plus the create route
 * a wallet (or a test) uses to grant one. Revoke also accepts a plain 0x address in the path, which one client
 * path sends (§2.19 ⚠), and answers `{}`.
 */
export function registerSessionsRoutes(app: FastifyInstance, context: ApiContext): void {
  const options = { config: { project: true } }
  const projectName = (id: string) => context.projects.find((project) => project.id === id)?.name ?? id

  app.get<{ Params: { address: string } }>('/v1/sessions/:address', options, async (request) => {
    const account = parseCaipAccount(request.params.address)
    const rows = await context.db.query<SessionRow>(
      `select pci, project_id, expiry, created_at, permissions, policies, context, revoked_at
         from smart_sessions where account = $1 order by created_at desc, pci`,
      [account.id],
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

  app.post<{ Params: { address: string } }>('/v1/sessions/:address', options, async (request) => {
    const account = parseCaipAccount(request.params.address)
    const body = readBodyObject(request)
    const nowS = Math.floor(context.now() / 1000)
    const { expiry, context: sessionContext } = body
    if (!Number.isSafeInteger(expiry) || (expiry as number) <= nowS)
      throw new ApiHttpError(400, 'expiry', 'expiry must be a future time in unix seconds')
    if (sessionContext !== undefined && sessionContext !== null && !isHex(sessionContext))
      throw new ApiHttpError(400, 'context', 'context must be a hex string')
    const pci = randomUUID()
    await context.db.query(
      `insert into smart_sessions (pci, account, project_id, expiry, created_at, permissions, policies, context)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
      [
        pci,
        account.id,
        request.project?.id,
        expiry,
        nowS,
        JSON.stringify(readTypedEntries(body.permissions, 'permissions')),
        JSON.stringify(readTypedEntries(body.policies, 'policies')),
        sessionContext ?? null,
      ],
    )
    return { pci }
  })

  app.post<{ Params: { address: string } }>('/v1/sessions/:address/revoke', options, async (request) => {
    const raw = request.params.address
    const accountFilter = raw.includes(':')
      ? { sql: 'account = $2', value: parseCaipAccount(raw).id }
      : { sql: "account like ('%:' || $2)", value: parseEvmAddress(raw).toLowerCase() }
    const { pci } = readBodyObject(request)
    if (typeof pci !== 'string' || pci === '') throw new ApiHttpError(400, 'pci', 'Missing parameter: pci')
    const [row] = await context.db.query<{ revoked_at: string | number | null }>(
      `select revoked_at from smart_sessions where pci = $1 and ${accountFilter.sql}`,
      [pci, accountFilter.value],
    )
    if (!row) throw new ApiHttpError(400, 'pci', 'Permission for PCI is not found')
    if (row.revoked_at !== null) throw new ApiHttpError(400, 'pci', 'Permission is revoked')
    await context.db.query('update smart_sessions set revoked_at = $2 where pci = $1', [
      pci,
      Math.floor(context.now() / 1000),
    ])
    return {}
  })
}
