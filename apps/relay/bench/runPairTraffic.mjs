import { monitorEventLoopDelay } from 'node:perf_hooks'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** The event-loop delay histogram samples every millisecond; its values include that millisecond. */
const resolutionMs = 1

/**
 * Runs the pairs' traffic for `seconds`: each dApp publishes a numbered request every `intervalMs` (the pairs'
 * first requests spread over the first interval), its wallet answers each on delivery. Then nothing new is
 * sent and the run waits, at most `drainMs`, for every accepted message to be delivered. Returns the delivery
 * rate over the traffic window and how the bench process's own event loop fared (its delay is part of every
 * latency measured here).
 *
 * @example await runPairTraffic({ pairs: honest.pairs, ledger, seconds: 20, intervalMs: 1_000, drainMs: 10_000 })
 */
export async function runPairTraffic({ pairs, ledger, seconds, intervalMs, drainMs }) {
  const timers = []
  const loopDelay = monitorEventLoopDelay({ resolution: resolutionMs })
  loopDelay.enable()
  const deliveredBefore = ledger.deliveries
  const startedAt = performance.now()
  for (const pair of pairs) {
    let sequence = 0
    const send = () => pair.publishRequest(++sequence)
    timers.push(
      setTimeout(() => {
        send()
        timers.push(setInterval(send, intervalMs))
      }, Math.random() * intervalMs),
    )
  }
  await sleep(seconds * 1_000)
  for (const timer of timers) clearInterval(timer)
  const windowSeconds = (performance.now() - startedAt) / 1_000
  const deliveredInWindow = ledger.deliveries - deliveredBefore
  const drainStartedAt = performance.now()
  while (ledger.outstanding() > 0 && performance.now() - drainStartedAt < drainMs) await sleep(100)
  loopDelay.disable()
  return {
    windowSeconds,
    deliveredInWindow,
    messagesPerSecond: deliveredInWindow / windowSeconds,
    drainMs: performance.now() - drainStartedAt,
    outstandingAfterDrain: ledger.outstanding(),
    benchEventLoopDelayMs: {
      p50: Math.max(0, loopDelay.percentile(50) / 1e6 - resolutionMs),
      p99: Math.max(0, loopDelay.percentile(99) / 1e6 - resolutionMs),
    },
  }
}
