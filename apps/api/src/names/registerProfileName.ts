import { type Address, type Hex, isHex, verifyMessage } from 'viem'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import type { Database } from '../db/Database.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { parseEvmAddress } from '../validation/parseEvmAddress.ts'
import { parseProfileName } from './parseProfileName.ts'
import { type ProfileName, readProfiles } from './readProfiles.ts'

/** ENSIP-11 coin type of Ethereum mainnet; every registered name gets it (API-SHAPES §2.15). */
export const ETHEREUM_COIN_TYPE = 60
/** How far the signed timestamp may be from the server's clock. */
const TIMESTAMP_TOLERANCE_S = 10
/** Registration label length (spec §5: at least 4 characters). */
const MIN_LABEL_LENGTH = 4
const MAX_BIO_CHARS = 255

export interface RegisterProfileNameParameters {
  db: Database
  chains: ChainRegistry
  zones: readonly string[]
  body: Record<string, unknown>
  now: () => number
}

function deserializationError(field: string, what: string): ApiHttpError {
  return new ApiHttpError(422, field, `Deserialization error: ${what}`)
}

/** The signed message `{name, attributes?, timestamp}`, parsed and checked. */
function readSignedMessage(message: string, zones: readonly string[], now: number) {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    throw deserializationError('message', 'message is not valid JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw deserializationError('message', 'message must be a JSON object')
  const { name, attributes = {}, timestamp } = parsed as Record<string, unknown>
  if (typeof name !== 'string') throw deserializationError('name', 'message.name must be a string')
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp))
    throw deserializationError('timestamp', 'message.timestamp must be a number of unix seconds')
  if (Math.abs(now / 1000 - timestamp) > TIMESTAMP_TOLERANCE_S)
    throw new ApiHttpError(400, 'timestamp', 'The timestamp is too old or in the future')
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    throw deserializationError('attributes', 'message.attributes must be an object')
  for (const [key, value] of Object.entries(attributes)) {
    if (key !== 'bio') throw new ApiHttpError(400, 'attributes', `Attribute ${key} is not allowed`)
    if (
      typeof value !== 'string' ||
      value.length > MAX_BIO_CHARS ||
      !/^[\p{L}\p{N}\p{P}\p{Zs}]*$/u.test(value)
    )
      throw new ApiHttpError(400, 'attributes', `bio must be at most ${MAX_BIO_CHARS} plain characters`)
  }
  return {
    name: parseProfileName(name, zones, { minLabelLength: MIN_LABEL_LENGTH }).name,
    attributes: attributes as Record<string, string>,
  }
}

async function verifySignature(
  chains: ChainRegistry,
  coinType: number,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  const chain = chains.byCoinType(coinType)
  try {
    // On a served chain the chain's client also accepts contract-account (EIP-1271) signatures.
    return chain
      ? await chain.client.verifyMessage({ address, message, signature })
      : await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}

/**
 * POST /v1/profile/account (API-SHAPES §2.15): registers `name` for `address` when `signature` is the address's
 * signature (EIP-191, or EIP-1271 on a served chain) of `message` `{name, attributes, timestamp}` signed within ±10 s.
 * Refusals: 422 for ill-typed fields, 400 `coin_type` / `address` / `timestamp` / `attributes` / `name` (taken
 * included), 401 `signature`. Resolves with the stored name (coin type 60 always included).
 */
export async function registerProfileName({
  db,
  chains,
  zones,
  body,
  now,
}: RegisterProfileNameParameters): Promise<ProfileName> {
  const { coin_type: coinType, address: rawAddress, message, signature } = body
  if (!Number.isSafeInteger(coinType) || (coinType as number) < 0 || (coinType as number) > 0xffffffff)
    throw deserializationError('coin_type', 'coin_type must be an unsigned 32-bit integer')
  if (typeof rawAddress !== 'string') throw deserializationError('address', 'address must be a string')
  if (typeof message !== 'string') throw deserializationError('message', 'message must be a string')
  if (typeof signature !== 'string') throw deserializationError('signature', 'signature must be a string')
  if (coinType !== ETHEREUM_COIN_TYPE && !chains.byCoinType(coinType as number))
    throw new ApiHttpError(400, 'coin_type', `Coin type ${coinType} is not a supported chain`)
  const address = parseEvmAddress(rawAddress)
  const { name, attributes } = readSignedMessage(message, zones, now())
  if (!isHex(signature) || !(await verifySignature(chains, coinType as number, address, message, signature)))
    throw new ApiHttpError(401, 'signature', 'Signature verification failed')
  const stored = address.toLowerCase()
  const created = await db.transaction(async (tx) => {
    const inserted = await tx.query(
      'insert into profile_names (name, attributes) values ($1, $2::jsonb) on conflict do nothing returning name',
      [name, JSON.stringify(attributes)],
    )
    if (inserted.length === 0) return false
    for (const coin of new Set([ETHEREUM_COIN_TYPE, coinType as number]))
      await tx.query('insert into profile_addresses (name, coin_type, address) values ($1, $2, $3)', [
        name,
        coin,
        stored,
      ])
    return true
  })
  if (!created) throw new ApiHttpError(400, 'name', `The name ${name} is already registered`)
  const [profile] = await readProfiles(db, [name])
  if (!profile) throw new Error(`Registered name ${name} cannot be read back`)
  return profile
}
