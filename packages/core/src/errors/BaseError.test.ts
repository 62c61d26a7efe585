import { describe, expect, it } from 'vitest'
import { BaseError, DOCS_BASE_URL } from './BaseError.ts'
import { NetworkNotFoundError } from './NetworkNotFoundError.ts'
import { version } from './version.ts'

describe('BaseError', () => {
  it('composes the message from the short message, meta lines, details, docs link and version', () => {
    const error = new BaseError('Network not found', {
      details: 'id 999',
      metaMessages: ['Network: eip155:999'],
    })
    expect(error.shortMessage).toBe('Network not found')
    expect(error.details).toBe('id 999')
    expect(error.version).toBe(`@org/appkit@${version}`)
    expect(error.message).toBe(
      [
        'Network not found',
        '',
        'Network: eip155:999',
        '',
        'Details: id 999',
        `Docs: ${DOCS_BASE_URL}README.md#errors`,
        `Version: @org/appkit@${version}`,
      ].join('\n'),
    )
  })

  it("a subclass's docs path is its own README row; a path given wins, without a leading slash", () => {
    expect(new NetworkNotFoundError('eip155:1').docsPath).toBe('README.md#networknotfounderror')
    expect(new BaseError('x').docsPath).toBe('README.md#errors')
    expect(new BaseError('x', { docsPath: '/docs/appkit-options.md' }).docsPath).toBe(
      'docs/appkit-options.md',
    )
  })

  it("takes the cause's details, or its message, and keeps the cause", () => {
    const inner = new BaseError('inner', { details: 'deep' })
    expect(new BaseError('outer', { cause: inner })).toMatchObject({ details: 'deep', cause: inner })
    const plain = new Error('boom')
    expect(new BaseError('outer', { cause: plain })).toMatchObject({ details: 'boom', cause: plain })
    // Details equal to the short message are not repeated.
    expect(new BaseError('boom', { cause: plain }).message).not.toContain('Details:')
  })

  it('walk() finds a matching error in the cause chain, or returns the deepest one', () => {
    const root = new Error('root')
    const middle = new NetworkNotFoundError('eip155:1')
    Object.defineProperty(middle, 'cause', { value: root })
    const top = new BaseError('top', { cause: middle })
    expect(top.walk((error) => error instanceof NetworkNotFoundError)).toBe(middle)
    expect(top.walk()).toBe(root)
    expect(top.walk(() => false)).toBeNull()
  })
})
