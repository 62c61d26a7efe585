import { FIVE_SECONDS_MS } from '@org/appkit-core/internal'
import type { Config } from '@wagmi/core'

const isSettled = (status: Config['state']['status']) => status === 'connected' || status === 'disconnected'

/**
 * Resolves once wagmi is neither connecting nor reconnecting, or after `timeoutMs`: wagmi runs one reconnect at a
 * time, and a second call returns at once while the first (e.g. the dApp's `WagmiProvider`) is still running.
 */
export function waitForSettledStatus(config: Config, timeoutMs: number = FIVE_SECONDS_MS): Promise<void> {
  if (isSettled(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(finish, timeoutMs)
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => {
        if (isSettled(status)) finish()
      },
    )
  })
}
