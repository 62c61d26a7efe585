import { describe, expect, it } from 'vitest'
import { getSessionConnections } from './getSessionConnections.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('getSessionConnections', () => {
  it('takes the first account of each namespace as the active one, on its chain', () => {
    expect(
      getSessionConnections({
        namespaces: { eip155: { accounts: [`eip155:31337:${A}`, `eip155:31338:${A}`, `eip155:31337:${B}`] } },
      }),
    ).toEqual({
      eip155: {
        address: A,
        chainId: '31337',
        accounts: [
          { namespace: 'eip155', address: A, type: 'eoa' },
          { namespace: 'eip155', address: B, type: 'eoa' },
        ],
      },
    })
  })

  it('reads several namespaces, skips malformed ids and leaves out namespaces without accounts', () => {
    const connections = getSessionConnections({
      namespaces: {
        eip155: { accounts: ['eip155:1', 'solana:1:abc', `eip155:1:${A}`] },
        solana: {
          accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
        },
        polkadot: { accounts: [] },
      },
    })
    expect(Object.keys(connections).sort()).toEqual(['eip155', 'solana'])
    expect(connections.eip155?.address).toBe(A)
    expect(connections.solana).toMatchObject({
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it('an empty session connects nothing', () => {
    expect(getSessionConnections({ namespaces: {} })).toEqual({})
  })
})
