import { describe, expect, it } from 'vitest'
import { ConfigError } from './ConfigError.ts'
import { isLoopbackHost, resolvePublicUrl } from './resolvePublicUrl.ts'

describe('resolvePublicUrl: the base of handed-out links (#15 A4)', () => {
  it('A4: is required off loopback', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'api.internal'])
      expect(() => resolvePublicUrl({ host, publicUrl: undefined })).toThrow(ConfigError)
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1'])
      expect(resolvePublicUrl({ host, publicUrl: undefined })).toBeUndefined()
    expect(isLoopbackHost('[::1]')).toBe(true)
  })

  it('takes an absolute http(s) URL, drops trailing slashes, refuses query, fragment and credentials', () => {
    expect(resolvePublicUrl({ host: '0.0.0.0', publicUrl: 'https://api.example/base/' })).toBe(
      'https://api.example/base',
    )
    for (const publicUrl of [
      'api.example',
      'ftp://api.example',
      'https://a.example/?x=1',
      'https://u:p@a.example',
    ])
      expect(() => resolvePublicUrl({ host: '0.0.0.0', publicUrl })).toThrow(ConfigError)
  })
})
