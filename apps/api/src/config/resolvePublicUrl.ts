import { isIP } from 'node:net'
import { ConfigError } from './ConfigError.ts'

/** Whether `host` (a name or an address to bind) is a loopback interface: only this machine can reach it. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost' || bare === '::1' || bare === '::ffff:127.0.0.1') return true
  return isIP(bare) === 4 && bare.startsWith('127.')
}

/**
 * The base of the links the server hands out (icons, on-ramp page), checked before it starts: an absolute
 * http(s) URL without query or fragment, its trailing slashes dropped. Required when the server binds off loopback,
 * where the listening address is not what clients reach and the Host header is the client's to choose (#15 A4).
 *
 * @example resolvePublicUrl({ host: '0.0.0.0', publicUrl: 'https://api.example' }) // 'https://api.example'
 */
export function resolvePublicUrl({ host, publicUrl }: { host: string; publicUrl: string | undefined }) {
  if (publicUrl === undefined || publicUrl === '') {
    if (isLoopbackHost(host)) return undefined
    throw new ConfigError(
      `API_PUBLIC_URL (option publicUrl) is required when the server binds ${host}, off loopback: set it to the URL clients reach this server at, e.g. https://api.example`,
    )
  }
  let url: URL
  try {
    url = new URL(publicUrl)
  } catch {
    throw new ConfigError(`API_PUBLIC_URL (option publicUrl) is not a URL: ${publicUrl}`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username)
    throw new ConfigError(
      `API_PUBLIC_URL (option publicUrl) must be an http(s) URL without credentials, query or fragment: ${publicUrl}`,
    )
  return url.toString().replace(/\/+$/, '')
}
