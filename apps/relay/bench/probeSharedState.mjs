import { randomBytes } from 'node:crypto'
import { benchAddresses } from './benchAddresses.mjs'
import { connectBenchClient } from './connectBenchClient.mjs'

/**
 * Whether relays share their state: a client on the first relay subscribes to a fresh topic, a client on the
 * second publishes there, and the message must arrive within `timeoutMs`. Relays that do not share state (a
 * build of startRelay without `redisUrl` ignores the option and keeps its own memory) fail this, and the bench
 * then does not measure them rather than report two unrelated relays as one.
 *
 * @example const { shared, reason } = await probeSharedState([relayA.url, relayB.url])
 */
export async function probeSharedState([subscriberUrl, publisherUrl], { timeoutMs = 5_000 } = {}) {
  const topic = randomBytes(32).toString('hex')
  const message = `probe-${randomBytes(8).toString('hex')}`
  let onDelivery
  const delivered = new Promise((resolve) => {
    onDelivery = (data) => data.message === message && resolve(true)
  })
  const subscriber = await connectBenchClient({
    relayUrl: subscriberUrl,
    localAddress: benchAddresses.reader,
    onDelivery,
  })
  const publisher = await connectBenchClient({ relayUrl: publisherUrl, localAddress: benchAddresses.reader })
  try {
    const subscribed = await subscriber.request('irn_subscribe', { topic })
    if (typeof subscribed.result !== 'string')
      return { shared: false, reason: `the probe's subscribe failed: ${JSON.stringify(subscribed)}` }
    const published = await publisher.request('irn_publish', { topic, message, ttl: 60, tag: 1 })
    if (published.result !== true)
      return { shared: false, reason: `the probe's publish failed: ${JSON.stringify(published)}` }
    let timer
    const timedOut = new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs)
    })
    const shared = await Promise.race([delivered, timedOut])
    clearTimeout(timer)
    return shared
      ? { shared: true }
      : {
          shared: false,
          reason: `a message published on relay B did not reach a subscriber on relay A within ${timeoutMs / 1_000} s`,
        }
  } finally {
    await Promise.all([subscriber.close(), publisher.close()])
  }
}
