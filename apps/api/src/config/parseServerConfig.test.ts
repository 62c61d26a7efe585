import { describe, expect, it } from 'vitest'
import { ConfigError } from './ConfigError.ts'
import { parseChains } from './parseChains.ts'
import { parsePriceTable } from './parsePriceTable.ts'
import { parseProjects } from './parseProjects.ts'

const chain = {
  id: 1,
  name: 'One',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
}
const solana = {
  namespace: 'solana',
  id: 'EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx',
  name: 'Solana',
  rpcUrl: 'http://127.0.0.1:2',
  tokens: [{ address: 'Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt', name: 'D', symbol: 'D', decimals: 6 }],
}

describe('configuration checks: a bad file stops the server with a ConfigError naming the field', () => {
  it.each([
    ['projects: not a list', () => parseProjects({}, 'p.json'), /p.json: expected/],
    [
      'projects: bad id',
      () => parseProjects([{ id: 'a b', allowedOrigins: [] }], 'p.json'),
      /projects\[0\]\.id/,
    ],
    [
      'projects: twice',
      () =>
        parseProjects(
          [
            { id: 'a', allowedOrigins: [] },
            { id: 'a', allowedOrigins: [] },
          ],
          'p',
        ),
      /twice/,
    ],
    [
      'projects: bad origin',
      () => parseProjects([{ id: 'a', allowedOrigins: ['app.example'] }], 'p'),
      /not an origin pattern/,
    ],
    ['chains: empty', () => parseChains([], 'c.json'), /at least one chain/],
    ['chains: rpc', () => parseChains([{ ...chain, rpcUrl: 'ws://x' }], 'c'), /rpcUrl/],
    [
      'chains: token',
      () =>
        parseChains([{ ...chain, tokens: [{ address: '0x1', name: 'T', symbol: 'T', decimals: 6 }] }], 'c'),
      /tokens\[0\]\.address/,
    ],
    ['chains: startBlock', () => parseChains([{ ...chain, startBlock: 'soon' }], 'c'), /startBlock/],
    ['chains: namespace', () => parseChains([{ ...chain, namespace: 'cosmos' }], 'c'), /\.namespace/],
    [
      'chains: listed twice',
      () => parseChains([chain, { ...chain, name: 'Two' }], 'c'),
      /eip155:1 is listed twice/,
    ],
    [
      'solana: id',
      () => parseChains([{ ...solana, id: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx' }], 'c'),
      /\.id/,
    ],
    ['solana: rpc', () => parseChains([{ ...solana, rpcUrl: 'ws://127.0.0.1:2' }], 'c'), /rpcUrl/],
    [
      'solana: token mint',
      () =>
        parseChains([{ ...solana, tokens: [{ address: '0x1', name: 'T', symbol: 'T', decimals: 6 }] }], 'c'),
      /tokens\[0\]\.address/,
    ],
    ['solana: listed twice', () => parseChains([solana, solana], 'c'), /solana:EZ9Mym\w+ is listed twice/],
    ['prices: key', () => parsePriceTable({ usd: { ETH: 1 } }, 'x.json'), /not a CAIP-10 token/],
    ['prices: value', () => parsePriceTable({ usd: { 'eip155:1:0xabc': -1 } }, 'x.json'), /non-negative/],
  ])('%s', (_label, parse, message) => {
    expect(parse).toThrow(ConfigError)
    expect(parse).toThrow(message)
  })

  it('accepts good files, lowercasing price keys and skipping $comment', () => {
    expect(parsePriceTable({ $comment: 'x', USD: { 'eip155:1:0xABC': 2 } }, 'x')).toEqual({
      usd: { 'eip155:1:0xabc': 2 },
    })
    expect(parseProjects({ projects: [{ id: 'p', allowedOrigins: ['*'] }] }, 'p')).toEqual([
      { id: 'p', name: 'p', allowedOrigins: ['*'] },
    ])
    expect(parseChains({ chains: [chain] }, 'c')).toEqual([chain])
    expect(parseChains({ chains: [chain, solana] }, 'c')).toEqual([chain, solana])
  })
})
