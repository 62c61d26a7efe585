import type { IncomingMessage } from 'node:http'
import { expect, it } from 'vitest'
import { getClientIp } from './getClientIp.ts'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

it('is the TCP peer, IPv4-mapped addresses unwrapped, and ignores X-Forwarded-For from an untrusted peer', () => {
  expect(getClientIp(request('::ffff:203.0.113.9', '10.9.9.9'), [])).toBe('203.0.113.9')
  expect(getClientIp(request('203.0.113.9', '10.9.9.9'), ['127.0.0.1'])).toBe('203.0.113.9')
})

it('behind trusted proxies, is the right-most forwarded address that is not a trusted proxy', () => {
  const proxies = ['127.0.0.1', '10.0.0.2']
  expect(getClientIp(request('127.0.0.1', 'spoofed, 198.51.100.4, 10.0.0.2'), proxies)).toBe('198.51.100.4')
  expect(getClientIp(request('127.0.0.1'), proxies)).toBe('127.0.0.1')
})
