import { connectBenchClient } from './connectBenchClient.mjs'
import { mapWithConcurrency } from './mapWithConcurrency.mjs'

/**
 * Tries `attempts` WebSocket upgrades (at most `concurrency` at once) and tallies each outcome in `upgrades`:
 * `101` when the relay accepted it, else the HTTP status it refused with (or the network error). Resolves with
 * the accepted clients. `options(index)` gives each attempt's connectBenchClient options (key pair, token).
 *
 * @example const { opened } = await openAttackSockets({ relayUrl, attempts: 100, concurrency: 10, upgrades, options: () => ({ keyPair }) })
 */
export async function openAttackSockets({
  relayUrl,
  attempts,
  concurrency,
  upgrades,
  localAddress,
  options,
}) {
  const outcomes = await mapWithConcurrency(
    Array.from({ length: attempts }, (_, index) => index),
    concurrency,
    (index) => connectBenchClient({ relayUrl, localAddress, ...options(index) }),
  )
  const opened = []
  for (const outcome of outcomes) {
    if (outcome.ok) {
      upgrades.add(101)
      opened.push(outcome.value)
    } else upgrades.add(outcome.error.status ?? outcome.error.code ?? outcome.error.message)
  }
  return { opened }
}
