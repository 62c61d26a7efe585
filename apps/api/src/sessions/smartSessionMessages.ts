import { type Hex, keccak256, toHex } from 'viem'
import { canonicalJson } from './canonicalJson.ts'

/** What a grant gives, as stored and listed; its content hash is what the account signs. */
export interface SmartSessionGrant {
  /** Unix seconds. */
  expiry: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string | null
}

export interface GrantMessageParameters {
  projectId: string
  /** The CAIP-10 account as the server stores it: `eip155:<chain>:<lowercase address>`. */
  account: string
  /** CAIP-2. */
  chainId: string
  grant: SmartSessionGrant
  /** 16-64 characters of [A-Za-z0-9_-], fresh for every grant. */
  nonce: string
  /** ISO-8601, within GRANT_MESSAGE_MAX_AGE_S of the server's clock. */
  issuedAt: string
}

/** keccak256 of the grant's canonical JSON (sorted keys): the `Grant:` line of the message. */
export function grantContentHash(grant: SmartSessionGrant): Hex {
  return keccak256(toHex(canonicalJson(grant)))
}

/**
 * The EIP-191 (personal_sign) text an account signs to grant a smart session through this server (#15 A2). The
 * project, account and chain bind it to one place, the hash to the content, the nonce and time to one use.
 *
 * @example await account.signMessage({ message: grantMessage({ projectId, account, chainId, grant, nonce, issuedAt }) })
 */
export function grantMessage({
  projectId,
  account,
  chainId,
  grant,
  nonce,
  issuedAt,
}: GrantMessageParameters) {
  return [
    'Grant a smart session',
    `Project: ${projectId}`,
    `Account: ${account}`,
    `Chain: ${chainId}`,
    `Grant: ${grantContentHash(grant)}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ].join('\n')
}

/**
 * The text an account signs to revoke one of its grants in one project. Revoking is one-way, so a replayed
 * signature can only repeat what the account asked for.
 */
export function revokeMessage({
  projectId,
  account,
  pci,
}: {
  projectId: string
  account: string
  pci: string
}) {
  return ['Revoke a smart session', `Project: ${projectId}`, `Account: ${account}`, `Session: ${pci}`].join(
    '\n',
  )
}
