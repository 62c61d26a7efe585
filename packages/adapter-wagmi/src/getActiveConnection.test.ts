import type { Config, Connector } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { getActiveConnection } from './getActiveConnection.ts'

// wagmi's state as both majors keep it; the connector is a stand-in (the selector reads only what it holds).

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connector = { id: 'io.metamask', uid: 'uid-1' } as Connector

function state(status: Config['state']['status'], current: string | null = 'uid-1'): Config['state'] {
  return {
    chainId: 1,
    current,
    status,
    connections: new Map([['uid-1', { accounts: [FIRST, SECOND], chainId: 10, connector }]]),
  }
}

describe('getActiveConnection', () => {
  it('reports the current connection: its connector, first account as the address, all accounts and its chain', () => {
    expect(getActiveConnection(state('connected'))).toEqual({
      status: 'connected',
      connector,
      address: FIRST,
      addresses: [FIRST, SECOND],
      chainId: 10,
    })
    expect(getActiveConnection(state('reconnecting'))).toMatchObject({
      status: 'reconnecting',
      address: FIRST,
    })
  })

  it('reports nothing of a stored connection while disconnected, or without a current connection', () => {
    const nothing = { connector: undefined, address: undefined, addresses: [], chainId: undefined }
    expect(getActiveConnection(state('disconnected'))).toEqual({ status: 'disconnected', ...nothing })
    expect(getActiveConnection(state('connecting', null))).toEqual({ status: 'connecting', ...nothing })
  })
})
