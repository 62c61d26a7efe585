import { AdapterRequestFailedError } from '@org/appkit-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmWalletChain } from './confirmWalletChain.ts'

// A connector at the edge of the unit: the chain it reports, and the events it emits.
function createConnector(initialChainId: number) {
  const state = { chainId: initialChainId }
  const emit = vi.fn()
  const getChainId = vi.fn(async () => state.chainId)
  return { state, emit, connector: { getChainId, emitter: { emit } } as never, getChainId }
}

describe('confirmWalletChain', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves once the wallet reports the chain, and tells wagmi as chainChanged would', async () => {
    const { state, emit, connector } = createConnector(1)
    const settled = vi.fn()
    confirmWalletChain(connector, 10, { signal: new AbortController().signal, intervalMs: 100 }).then(settled)
    await vi.advanceTimersByTimeAsync(300)
    expect(settled).not.toHaveBeenCalled()
    expect(emit).not.toHaveBeenCalled()

    state.chainId = 10
    await vi.advanceTimersByTimeAsync(100)
    expect(settled).toHaveBeenCalledTimes(1)
    expect(emit).toHaveBeenCalledWith('change', { chainId: 10 })
  })

  it('rejects with AdapterRequestFailedError when the wallet never moves within the limit', async () => {
    const { connector } = createConnector(1)
    const outcome = confirmWalletChain(connector, 10, {
      signal: new AbortController().signal,
      intervalMs: 100,
      limitMs: 1_000,
    }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_100)
    const error = await outcome
    expect(error).toBeInstanceOf(AdapterRequestFailedError)
    expect((error as Error).message).toContain(
      'The wallet did not move to chain 10 within 1 s (it reports 1).',
    )
  })

  it('stops asking once the switch settled on its own', async () => {
    const { getChainId, connector } = createConnector(1)
    const checks = new AbortController()
    const settled = vi.fn()
    confirmWalletChain(connector, 10, { signal: checks.signal, intervalMs: 100, limitMs: 500 }).then(
      settled,
      settled,
    )
    await vi.advanceTimersByTimeAsync(250)
    const asked = getChainId.mock.calls.length
    expect(asked).toBe(2)
    checks.abort()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(getChainId).toHaveBeenCalledTimes(asked)
    expect(settled).not.toHaveBeenCalled()
  })
})
