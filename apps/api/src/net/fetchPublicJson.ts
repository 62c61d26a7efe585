import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './isPublicAddress.ts'

/** A request the egress guard refused or that failed its caps; the message says which. */
export class EgressRefusedError extends Error {
  override name = 'EgressRefusedError'
}

export interface FetchPublicJsonOptions {
  /** Whole request, connect to last byte; default 5,000 ms. */
  timeoutMs?: number
  /** Largest body read; default 64 KiB. */
  maxBytes?: number
  /** Allow `http:` URLs too (tests only); default: https only. */
  allowHttp?: boolean
  /** Which resolved addresses may be connected to; default `isPublicAddress`. Tests only. */
  isAllowedAddress?: (address: string) => boolean
}

const DEFAULT_TIMEOUT_MS = 5_000
const DEFAULT_MAX_BYTES = 64 * 1024

/**
 * GETs a JSON document from a URL a user chose (an NFT's metadata), with the egress guard of #15 A1: https only, no
 * credentials, no redirects (a 3xx is a refusal), a public address only, a body cap and a time cap. The host is
 * resolved by a custom `lookup`, and the socket connects to the very address that was checked, so DNS rebinding
 * cannot switch it between the check and the connect; a name with any non-public address is refused whole.
 *
 * @example const metadata = await fetchPublicJson('https://meta.example/token/1.json')
 */
export function fetchPublicJson(target: string, options: FetchPublicJsonOptions = {}): Promise<unknown> {
  const {
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxBytes = DEFAULT_MAX_BYTES,
    allowHttp = false,
    isAllowedAddress = isPublicAddress,
  } = options
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return Promise.reject(new EgressRefusedError('not a URL'))
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))
    return Promise.reject(new EgressRefusedError(`scheme ${url.protocol} refused`))
  if (url.username || url.password) return Promise.reject(new EgressRefusedError('credentials refused'))
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An address literal never reaches `lookup`: it is checked here.
  if (isIP(host) && !isAllowedAddress(host))
    return Promise.reject(new EgressRefusedError(`address ${host} refused`))

  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { all: true, family: lookupOptions.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as LookupAddress[]
      const refused = list.find((entry) => !isAllowedAddress(entry.address))
      if (refused || list.length === 0)
        return callback(
          new EgressRefusedError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, refused`),
          '',
          0,
        )
      const first = list[0] as LookupAddress
      if (lookupOptions.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [first])
      callback(null, first.address, first.family)
    })
  }

  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    const outgoing = send(url, {
      method: 'GET',
      lookup: guardedLookup,
      headers: { accept: 'application/json' },
      agent: false,
    })
    const timer = setTimeout(
      () => outgoing.destroy(new EgressRefusedError(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      reject(error)
    }
    outgoing.on('error', fail)
    outgoing.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        outgoing.destroy()
        fail(new EgressRefusedError(`status ${response.statusCode} refused (redirects are not followed)`))
        return
      }
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        outgoing.destroy()
        fail(new EgressRefusedError(`body over ${maxBytes} bytes`))
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) {
          outgoing.destroy(new EgressRefusedError(`body over ${maxBytes} bytes`))
          return
        }
        chunks.push(chunk)
      })
      response.on('error', fail)
      response.on('end', () => {
        clearTimeout(timer)
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
        } catch {
          reject(new EgressRefusedError('the body is not JSON'))
        }
      })
    })
    outgoing.end()
  })
}
