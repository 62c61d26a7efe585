import type { Connection } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { watchConfirmation } from './watchConfirmation.ts'

/** A node whose status of the signature is `statuses` in turn (the last one repeated); null is "not seen yet". */
function node(...statuses: Array<string | null | Error>) {
  let call = 0
  return {
    async getSignatureStatuses() {
      const status = statuses[Math.min(call, statuses.length - 1)]
      call += 1
      if (status instanceof Error) throw status
      return { value: [status ? { confirmationStatus: status } : null] }
    },
  } as unknown as Connection
}

describe('watchConfirmation', () => {
  it('calls onLanded once the signature is confirmed, after not-yet-seen and failed polls', async () => {
    const onLanded = vi.fn()
    const onExpired = vi.fn()
    watchConfirmation({
      connection: node(null, new Error('node down'), 'processed', 'confirmed'),
      signature: 'sig',
      onLanded,
      onExpired,
      intervalMs: 5,
    })
    await vi.waitFor(() => expect(onLanded).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(onLanded).toHaveBeenCalledTimes(1)
    expect(onExpired).not.toHaveBeenCalled()
  })

  it('calls onExpired once when the time runs out before it lands', async () => {
    const onLanded = vi.fn()
    const onExpired = vi.fn()
    watchConfirmation({
      connection: node(null),
      signature: 'sig',
      onLanded,
      onExpired,
      timeoutMs: 40,
      intervalMs: 5,
    })
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(onExpired).toHaveBeenCalledTimes(1)
    expect(onLanded).not.toHaveBeenCalled()
  })

  it('calls neither once stopped', async () => {
    const onLanded = vi.fn()
    const onExpired = vi.fn()
    const stop = watchConfirmation({
      connection: node(null),
      signature: 'sig',
      onLanded,
      onExpired,
      timeoutMs: 30,
      intervalMs: 5,
    })
    stop()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(onLanded).not.toHaveBeenCalled()
    expect(onExpired).not.toHaveBeenCalled()
  })
})
