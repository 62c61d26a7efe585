// The attackers R1-R3 of issue #15 in a child process of their own (forked by startAttackerProcess), so their
// work does not run on the honest clients' event loop and add to the latencies measured there. Each attack
// connects from its own loopback address (benchAddresses).
import { answerIpcRequests } from './answerIpcRequests.mjs'
import { benchAddresses } from './benchAddresses.mjs'
import { createConnectionAttack } from './createConnectionAttack.mjs'
import { createStorageAttack } from './createStorageAttack.mjs'
import { createSubscriptionAttack } from './createSubscriptionAttack.mjs'

let attacks

answerIpcRequests({
  /** Opens the attackers' sockets (R2 tries to take every slot now, before the honest pairs connect). */
  async open({ relayUrl }) {
    attacks = {
      R1: createSubscriptionAttack({ relayUrl, localAddress: benchAddresses.r1 }),
      R2: createConnectionAttack({ relayUrl, localAddress: benchAddresses.r2 }),
      R3: createStorageAttack({ relayUrl, localAddress: benchAddresses.r3 }),
    }
    for (const attack of Object.values(attacks)) await attack.open()
    return true
  },
  async flood({ seconds }) {
    const untilMs = performance.now() + seconds * 1_000
    await Promise.all(Object.values(attacks).map((attack) => attack.flood(untilMs)))
    return Object.fromEntries(Object.entries(attacks).map(([name, attack]) => [name, attack.report()]))
  },
  async close() {
    await Promise.all(Object.values(attacks ?? {}).map((attack) => attack.close()))
    setImmediate(() => process.exit(0))
    return true
  },
})
