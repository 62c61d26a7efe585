import { AdapterRequestFailedError } from '@org/appkit-core'
import type { Connector } from '@wagmi/core'

/** How often a switch in progress asks the wallet which chain it is on. */
export const SWITCH_CHECK_INTERVAL_MS = 1_000
/** How long a switch may take, the wallet's own prompt included, before it fails. */
export const SWITCH_TIME_LIMIT_MS = 120_000

export interface ConfirmWalletChainOptions {
  /** Stops the checks (the switch settled on its own). */
  signal: AbortSignal
  intervalMs?: number
  limitMs?: number
}

/**
 * The other way a switch can finish: wagmi's `switchChain` waits for the wallet's `chainChanged`, and a wallet
 * that moves without reporting it (or says yes and never moves) would keep the visitor waiting for ever. This asks
 * the wallet for its chain every `intervalMs`; once it reports `chainId`, it tells wagmi as the event would have
 * (the connector's `change`, which also ends wagmi's wait) and resolves. After `limitMs` without it, it rejects
 * with `AdapterRequestFailedError`, so the modal can offer to try again. It never settles once `signal` aborts.
 *
 * @example
 * await Promise.race([switchChain(config, { chainId, connector }), confirmWalletChain(connector, chainId, { signal })])
 */
export function confirmWalletChain(
  connector: Pick<Connector, 'getChainId' | 'emitter'>,
  chainId: number,
  {
    signal,
    intervalMs = SWITCH_CHECK_INTERVAL_MS,
    limitMs = SWITCH_TIME_LIMIT_MS,
  }: ConfirmWalletChainOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
    const check = async () => {
      const reported = await connector.getChainId().catch(() => undefined)
      if (signal.aborted) return
      if (reported === chainId) {
        connector.emitter.emit('change', { chainId })
        resolve()
      } else if (Date.now() - started >= limitMs) {
        const cause = new Error(
          `The wallet did not move to chain ${chainId} within ${limitMs / 1000} s (it reports ${String(reported)}).`,
        )
        reject(new AdapterRequestFailedError({ cause }))
      } else {
        timer = setTimeout(check, intervalMs)
      }
    }
    if (!signal.aborted) timer = setTimeout(check, intervalMs)
  })
}
