import { describe, expect, it } from 'vitest'
import { formatFrame } from './formatFrame.ts'
import { parseFrame } from './parseFrame.ts'

// 2^53 + 1 and a WalletConnect-style id: both change under a plain JSON.parse.
const bigIds = ['9007199254740993', '1795437027565609473']

describe('parseFrame', () => {
  it.each(bigIds)('keeps the numeric id %s as its exact JSON text', (id) => {
    expect(JSON.stringify(JSON.parse(id))).not.toBe(id)
    const frame = parseFrame(`{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}`)
    expect(frame).toEqual({ kind: 'request', id, method: 'irn_subscribe', params: { topic: 't' } })
  })

  it('finds the id wherever it stands: after params with quotes, braces and escapes, spaced out, or repeated', () => {
    const params = '{"message":"a \\" \\\\\\"id\\":1, {[ tricky","topic":"t"}'
    expect(
      parseFrame(`{"jsonrpc":"2.0","method":"m","params":${params},"id" : ${bigIds[1]} }`),
    ).toMatchObject({ kind: 'request', id: bigIds[1], params: JSON.parse(params) })
    // JSON.parse keeps the last of a repeated key; so does the id it is answered with.
    expect(parseFrame(`{"id":1,"jsonrpc":"2.0","method":"m","id":${bigIds[0]}}`)).toMatchObject({
      id: bigIds[0],
    })
  })

  // How fast is for the benchmark; this pins that a frame this size parses whole, with its 19-digit id exact.
  it('parses a 480 KB frame whole, its 19-digit id exact', () => {
    const frame = `{"id":${bigIds[1]},"jsonrpc":"2.0","method":"irn_publish","params":{"message":"${'x'.repeat(480_000)}","junk":[${'1,'.repeat(100_000)}1]}}`
    expect(parseFrame(frame)).toMatchObject({ id: bigIds[1], method: 'irn_publish' })
  })

  it('keeps a string id as JSON text, quotes included', () => {
    const frame = parseFrame('{"id":"1795437027565609473","jsonrpc":"2.0","method":"m"}')
    expect(frame).toMatchObject({ kind: 'request', id: '"1795437027565609473"', params: undefined })
  })

  it('turns numbers inside params into plain numbers', () => {
    const frame = parseFrame(
      '{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"ttl":300,"tag":1108,"list":[1.5]}}',
    )
    expect(frame).toMatchObject({ params: { ttl: 300, tag: 1108, list: [1.5] } })
  })

  it('reads a result or an error as an acknowledgement, with its raw id', () => {
    expect(parseFrame(`{"id":${bigIds[1]},"jsonrpc":"2.0","result":true}`)).toEqual({
      kind: 'response',
      id: bigIds[1],
      ok: true,
    })
    expect(parseFrame('{"id":7,"jsonrpc":"2.0","error":{"code":1,"message":"no"}}')).toEqual({
      kind: 'response',
      id: '7',
      ok: false,
    })
  })

  it.each([
    ['not JSON', 'nope', -32700, null],
    ['truncated JSON', '{"id":1,', -32700, null],
    ['a bare value', '42', -32600, null],
    ['a batch array', '[{"id":1}]', -32600, null],
    ['a null id', '{"id":null,"jsonrpc":"2.0","method":"m"}', -32600, null],
    ['an object id', '{"id":{},"jsonrpc":"2.0","method":"m"}', -32600, null],
    ['no jsonrpc', '{"id":5,"method":"m"}', -32600, '5'],
    ['an empty method', '{"id":5,"jsonrpc":"2.0","method":""}', -32600, '5'],
    ['scalar params', '{"id":5,"jsonrpc":"2.0","method":"m","params":3}', -32600, '5'],
    ['neither method nor result', '{"id":5,"jsonrpc":"2.0"}', -32600, '5'],
  ])('refuses %s with %i', (_name, text, code, id) => {
    expect(parseFrame(text)).toMatchObject({ kind: 'invalid', code, id })
  })

  it('refuses absurdly deep nesting as a bad frame instead of throwing', () => {
    const deep = `{"id":1,"jsonrpc":"2.0","method":"m","params":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
    expect(parseFrame(deep)).toMatchObject({ kind: 'invalid' })
  })
})

describe('formatFrame', () => {
  it.each(bigIds)('writes the id %s back byte-exact in results, errors and requests', (id) => {
    const parsed = parseFrame(`{"id":${id},"jsonrpc":"2.0","method":"m"}`)
    if (parsed.kind !== 'request') throw new Error('expected a request')
    expect(formatFrame({ id: parsed.id, result: ['a'] })).toBe(`{"id":${id},"jsonrpc":"2.0","result":["a"]}`)
    expect(formatFrame({ id: parsed.id, error: { code: -32601, message: 'Method not found: m' } })).toBe(
      `{"id":${id},"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found: m"}}`,
    )
    expect(formatFrame({ id: parsed.id, method: 'irn_subscription', params: { id: 's' } })).toBe(
      `{"id":${id},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"s"}}`,
    )
  })

  it('writes a null id for errors about frames without one', () => {
    expect(formatFrame({ id: null, error: { code: -32700, message: 'Parse error' } })).toBe(
      '{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}',
    )
  })
})
