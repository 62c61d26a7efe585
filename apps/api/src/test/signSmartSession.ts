import { randomBytes } from 'node:crypto'
import type { PrivateKeyAccount } from 'viem/accounts'
import { grantMessage, revokeMessage } from '../sessions/smartSessionMessages.ts'

export interface GrantInput {
  expiry: number
  permissions?: { type: string; data: unknown }[]
  policies?: { type: string; data: unknown }[]
  context?: string | null
}

const stored = (caip10: string) => {
  const [namespace, reference, address = ''] = caip10.split(':')
  return `${namespace}:${reference}:${address.toLowerCase()}`
}

/** For tests: the body of POST /v1/sessions/{caip10}, signed by `signer` as an honest wallet does. */
export async function signedGrantBody(
  signer: PrivateKeyAccount,
  { projectId, caip10, grant }: { projectId: string; caip10: string; grant: GrantInput },
) {
  const normalized = {
    expiry: grant.expiry,
    permissions: grant.permissions ?? [],
    policies: grant.policies ?? [],
    context: grant.context ?? null,
  }
  const nonce = randomBytes(16).toString('hex')
  const issuedAt = new Date().toISOString()
  const account = stored(caip10)
  const chainId = account.split(':').slice(0, 2).join(':')
  const message = grantMessage({ projectId, account, chainId, grant: normalized, nonce, issuedAt })
  return { ...normalized, nonce, issuedAt, signature: await signer.signMessage({ message }) }
}

/** For tests: the body of POST /v1/sessions/{caip10}/revoke, signed by `signer`. */
export async function signedRevokeBody(
  signer: PrivateKeyAccount,
  { projectId, caip10, pci }: { projectId: string; caip10: string; pci: string },
) {
  const message = revokeMessage({ projectId, account: stored(caip10), pci })
  return { pci, signature: await signer.signMessage({ message }) }
}
