const IPFS_GATEWAY = 'https://ipfs.io'
const ARWEAVE_GATEWAY = 'https://arweave.net'

/**
 * An avatar or image URI as a URL the client loads itself (#15 A1): `data:image/…` and `https:` as they are,
 * `ipfs://`, `ipns://` and `ar://` through public gateways, raw `<svg` markup as a data URL. Anything else (plain
 * http, other schemes, relative paths) is no avatar: undefined. The server never dereferences it.
 *
 * @example toClientAvatarUrl('ipfs://bafy…/1.png') // 'https://ipfs.io/ipfs/bafy…/1.png'
 */
export function toClientAvatarUrl(uri: string): string | undefined {
  const value = uri.trim()
  if (/^data:image\/[-+.a-z0-9]+[;,]/i.test(value)) return value
  if (value.startsWith('<svg')) return `data:image/svg+xml;base64,${Buffer.from(value).toString('base64')}`
  const gateway = /^(ipfs|ipns|ar):\/\/(?:(?:ipfs|ipns)\/)?([\w\-.]+(?:\/[^\s]*)?)$/i.exec(value)
  if (gateway?.[1] && gateway[2]) {
    const scheme = gateway[1].toLowerCase()
    return scheme === 'ar' ? `${ARWEAVE_GATEWAY}/${gateway[2]}` : `${IPFS_GATEWAY}/${scheme}/${gateway[2]}`
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : undefined
}
