import { type Address, isAddress } from 'viem'
import { toClientAvatarUrl } from './toClientAvatarUrl.ts'

/** Longest avatar record or image this server passes on (on-chain SVGs included). */
const MAX_AVATAR_CHARS = 64 * 1024

export interface NftReference {
  chainId: number
  standard: 'erc721' | 'erc1155'
  contract: Address
  tokenId: bigint
}

export interface ResolveAvatarRecordParameters {
  /** The ENS `avatar` text record. */
  record: string
  /** Reads the token's metadata URI (`tokenURI` / `uri`) on a served chain; undefined when the chain is not served. */
  readTokenUri(nft: NftReference): Promise<string | undefined>
  /** Fetches off-chain NFT metadata through the egress guard (`fetchPublicJson`). */
  fetchJson(url: string): Promise<unknown>
}

/** `eip155:<chain>/<erc721|erc1155>:<contract>/<token id>` (ENSIP-12, CAIP-22/29). */
function parseNftRecord(record: string): NftReference | undefined {
  const match = /^eip155:(\d{1,12})\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d{1,78})$/i.exec(record.trim())
  if (!match?.[1] || !match[2] || !match[3] || !match[4] || !isAddress(match[3], { strict: false }))
    return undefined
  return {
    chainId: Number(match[1]),
    standard: match[2].toLowerCase() as NftReference['standard'],
    contract: match[3] as Address,
    tokenId: BigInt(match[4]),
  }
}

/** The JSON of an on-chain metadata URI (`data:application/json…` or bare JSON), or undefined when it is off-chain. */
function readOnChainJson(uri: string): unknown {
  const base64 = /^data:application\/json;base64,(.*)$/is.exec(uri)
  if (base64?.[1]) return JSON.parse(Buffer.from(base64[1].replace(/\s/g, ''), 'base64').toString('utf8'))
  const plain = /^data:application\/json(?:;[^,]*)?,(.*)$/is.exec(uri)
  if (plain?.[1] !== undefined) return JSON.parse(decodeURIComponent(plain[1]))
  if (uri.trimStart().startsWith('{')) return JSON.parse(uri)
  return undefined
}

/**
 * An ENS avatar record as the URL the client shows (#15 A1), or null. A URI record is handed over as a URL the client
 * loads itself: the server never fetches it (no HEAD probe either). An NFT record needs the token's image: the
 * metadata URI is read on a served chain, parsed when it is on-chain, else fetched through the egress guard (https,
 * public address, no redirect, size and time caps); its image is again handed over unfetched.
 */
export async function resolveAvatarRecord({
  record,
  readTokenUri,
  fetchJson,
}: ResolveAvatarRecordParameters): Promise<string | null> {
  if (record === '' || record.length > MAX_AVATAR_CHARS) return null
  if (!/^eip155:/i.test(record)) return toClientAvatarUrl(record) ?? null
  const nft = parseNftRecord(record)
  if (!nft) return null
  const rawUri = await readTokenUri(nft)
  if (!rawUri || rawUri.length > MAX_AVATAR_CHARS) return null
  // ERC-1155 `{id}`: the token id as 64 lowercase hex digits.
  const uri = rawUri.replace(
    /(?:0x)?\{id\}/,
    nft.standard === 'erc1155' ? nft.tokenId.toString(16).padStart(64, '0') : nft.tokenId.toString(),
  )
  let metadata = readOnChainJson(uri)
  if (metadata === undefined) {
    const metadataUrl = toClientAvatarUrl(uri)
    if (!metadataUrl || metadataUrl.startsWith('data:')) return null
    metadata = await fetchJson(metadataUrl)
  }
  if (typeof metadata !== 'object' || metadata === null) return null
  const { image, image_url: imageUrl, image_data: imageData } = metadata as Record<string, unknown>
  const picked = [image, imageUrl, imageData].find((value): value is string => typeof value === 'string')
  if (!picked || picked.length > MAX_AVATAR_CHARS) return null
  return toClientAvatarUrl(picked) ?? null
}
