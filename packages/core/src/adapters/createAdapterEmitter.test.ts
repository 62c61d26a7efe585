import { describe, expect, it } from 'vitest'
import type { ChainAdapterEvents } from './ChainAdapter.ts'
import { createAdapterEmitter } from './createAdapterEmitter.ts'

describe('createAdapterEmitter (typed adapter events: accountChanged, chainChanged, disconnect, pendingTransactions)', () => {
  it('delivers each event payload only to the listeners of that event', () => {
    const emitter = createAdapterEmitter()
    const chains: ChainAdapterEvents['chainChanged'][] = []
    const accounts: ChainAdapterEvents['accountChanged'][] = []
    emitter.on('chainChanged', (payload) => chains.push(payload))
    emitter.on('accountChanged', (payload) => accounts.push(payload))
    emitter.emit('chainChanged', { chainId: 137 })
    expect(chains).toEqual([{ chainId: 137 }])
    expect(accounts).toEqual([])
  })

  it('the function returned by on unsubscribes, and off does the same', () => {
    const emitter = createAdapterEmitter()
    const seen: string[] = []
    const first = () => seen.push('first')
    const second = () => seen.push('second')
    const unsubscribe = emitter.on('disconnect', first)
    emitter.on('disconnect', second)
    unsubscribe()
    emitter.emit('disconnect', {})
    emitter.off('disconnect', second)
    emitter.emit('disconnect', {})
    emitter.off('pendingTransactions', second)
    expect(seen).toEqual(['second'])
  })

  it('a listener that unsubscribes during emit does not make its neighbour miss the event', () => {
    const emitter = createAdapterEmitter()
    const seen: string[] = []
    const off = emitter.on('pendingTransactions', () => {
      seen.push('a')
      off()
    })
    emitter.on('pendingTransactions', () => seen.push('b'))
    emitter.emit('pendingTransactions', { hash: '0x1' })
    emitter.emit('pendingTransactions', { hash: '0x2' })
    expect(seen).toEqual(['a', 'b', 'b'])
  })

  it('a throwing listener does not silence the others; its error is rethrown after all ran', () => {
    const emitter = createAdapterEmitter()
    const seen: string[] = []
    const boom = new Error('boom')
    emitter.on('chainChanged', () => {
      throw boom
    })
    emitter.on('chainChanged', () => {
      throw new Error('second')
    })
    emitter.on('chainChanged', () => seen.push('ran'))
    expect(() => emitter.emit('chainChanged', { chainId: 1 })).toThrow(boom)
    expect(seen).toEqual(['ran'])
  })

  it('removeAllListeners drops every subscription; emitting with none is a no-op', () => {
    const emitter = createAdapterEmitter()
    const seen: unknown[] = []
    emitter.on('accountChanged', (payload) => seen.push(payload))
    emitter.removeAllListeners()
    emitter.emit('accountChanged', { address: '0xabc' })
    expect(seen).toEqual([])
  })
})
