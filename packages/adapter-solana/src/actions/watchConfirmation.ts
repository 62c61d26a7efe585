import type { Connection } from '@solana/web3.js'

export interface WatchConfirmationParameters {
  connection: Connection
  signature: string
  /** Called once, when the transaction landed (confirmed or finalized, failed or not). */
  onLanded(): void
  /** Called once when the time ran out before it landed (not when stopped). */
  onExpired?(): void
  /** How long to look; a blockhash expires within about a minute and a half. Default 90 s. */
  timeoutMs?: number
  /** Default 500 ms. */
  intervalMs?: number
}

/**
 * Polls `getSignatureStatuses` until the transaction has landed, then calls `onLanded` once. Stops by itself at the
 * timeout (calling `onExpired`), and when the returned function is called; never keeps a Node process alive. Failed
 * polls are retried.
 *
 * @example const stop = watchConfirmation({ connection, signature, onLanded: refreshBalance })
 */
export function watchConfirmation(parameters: WatchConfirmationParameters): () => void {
  const { connection, signature, onLanded, onExpired, timeoutMs = 90_000, intervalMs = 500 } = parameters
  const deadline = Date.now() + timeoutMs
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const schedule = () => {
    if (stopped) return
    if (Date.now() > deadline) {
      stopped = true
      onExpired?.()
      return
    }
    timer = setTimeout(poll, intervalMs)
    ;(timer as { unref?: () => void }).unref?.()
  }

  async function poll() {
    try {
      const { value } = await connection.getSignatureStatuses([signature])
      const status = value[0]
      if (!stopped && status && status.confirmationStatus && status.confirmationStatus !== 'processed') {
        stopped = true
        onLanded()
        return
      }
    } catch {
      // The node may be briefly unreachable: the next poll tries again.
    }
    schedule()
  }

  void poll()
  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
  }
}
