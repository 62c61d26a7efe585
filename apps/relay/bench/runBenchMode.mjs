import { connectHonestPairs } from './connectHonestPairs.mjs'
import { createLossLedger } from './createLossLedger.mjs'
import { createMailboxCheck } from './createMailboxCheck.mjs'
import { probeSharedState } from './probeSharedState.mjs'
import { runPairTraffic } from './runPairTraffic.mjs'
import { startAttackerProcess } from './startAttackerProcess.mjs'
import { startRelayProcess } from './startRelayProcess.mjs'
import { watchMachineCpu } from './watchMachineCpu.mjs'

const sum = (values) => values.reduce((total, value) => total + value, 0)
const cpuMicros = ({ user, system }) => user + system

/**
 * One mode of the bench, from fresh relay processes to their exit: `relays` relays (two share state through
 * `redisUrl`), the honest pairs connected and subscribed (memory sampled after a GC before and after, in each
 * relay's process), the mailbox of pending proposals stored, `seconds` of traffic (with R1-R3 flooding beside it
 * when `attack`), the drain, the mailbox fetched, the relays' peak RSS read. Resolves `{ measured: false,
 * reason }` when two relays turn out not to share state.
 *
 * @example await runBenchMode({ label: '1 relay', relays: 1, options, limits })
 */
export async function runBenchMode({
  label,
  relays: relayCount,
  attack = false,
  redisUrl,
  redis,
  options,
  limits,
}) {
  const { pairs, seconds, intervalMs, messageBytes, mailbox: mailboxCount, memoryCapMb, drainMs } = options
  const result = { label, relays: relayCount, attack, redis: Boolean(redisUrl), measured: true }
  const relays = []
  let honest
  let attackers
  const log = (line) => process.stderr.write(`  [${label}] ${line}\n`)
  try {
    for (let index = 0; index < relayCount; index += 1)
      relays.push(await startRelayProcess({ limits, redisUrl, memoryCapMb }))
    const relayUrls = relays.map((relay) => relay.url)
    if (relayCount > 1) {
      const probe = await probeSharedState(relayUrls)
      if (!probe.shared) return { ...result, measured: false, reason: probe.reason }
    }
    const sampleAll = (gc = false) => Promise.all(relays.map((relay) => relay.sample({ gc })))
    const baseline = await sampleAll(true)

    if (attack) {
      log('attackers connect (R2 tries to take every slot first)')
      attackers = startAttackerProcess({ relayUrl: relayUrls[0] })
      await attackers.open()
    }

    log(`connecting ${pairs} pairs`)
    const connectStartedAt = performance.now()
    const ledger = createLossLedger()
    honest = await connectHonestPairs({ count: pairs, relayUrls, ledger, messageBytes })
    result.connectSeconds = (performance.now() - connectStartedAt) / 1_000
    const connected = await sampleAll(true)
    result.connections = honest.connections
    // Per connection: the honest sockets and their subscriptions only (in the attack mode the relay also holds
    // the attackers' sockets and subscriptions, so no per-connection figure is derived there).
    if (!attack && honest.connections > 0) {
      const delta = (key) =>
        sum(connected.map((sample, index) => sample.memory[key] - baseline[index].memory[key]))
      result.memoryPerConnection = {
        rssBytes: delta('rss') / honest.connections,
        heapUsedBytes: delta('heapUsed') / honest.connections,
      }
    }

    const mailbox = createMailboxCheck({ count: mailboxCount, relayUrls, messageBytes: 2 * messageBytes })
    await mailbox.store()

    log(`${seconds} s of traffic${attack ? ' with R1-R3 flooding' : ''}`)
    const before = await sampleAll()
    const machine = watchMachineCpu(
      [...relays.map((relay) => relay.pid), attackers?.pid, redis?.pid].filter(Boolean),
    )
    const [traffic, attackReports] = await Promise.all([
      runPairTraffic({ pairs: honest.pairs, ledger, seconds, intervalMs, drainMs }),
      attackers?.flood(seconds),
    ])
    const after = await sampleAll()
    result.machineDuringTraffic = machine.stop()
    result.mailbox = await mailbox.verify()
    const final = await sampleAll()

    // Relay CPU over the traffic and its drain (the samples bracket both).
    const trafficMicros = (traffic.windowSeconds + traffic.drainMs / 1_000) * 1e6
    Object.assign(result, {
      honest: {
        pairs: honest.pairs.length,
        connectFailures: honest.connectFailures.toJSON(),
        subscribeFailures: honest.subscribeFailures.toJSON(),
        closedByRelay: honest.unexpectedCloses.toJSON(),
        messages: ledger.summary(),
      },
      traffic,
      relayProcesses: final.map((sample, index) => ({
        baselineRssBytes: baseline[index].memory.rss,
        baselineHeapUsedBytes: baseline[index].memory.heapUsed,
        connectedRssBytes: connected[index].memory.rss,
        connectedHeapUsedBytes: connected[index].memory.heapUsed,
        finalRssBytes: sample.memory.rss,
        finalHeapUsedBytes: sample.memory.heapUsed,
        peakRssBytes: sample.peakRss,
        cpuPercentOfOneCore:
          (100 * (cpuMicros(after[index].cpuMicros) - cpuMicros(before[index].cpuMicros))) / trafficMicros,
        refusedUpgrades: sample.refusedUpgrades,
        internalErrors: sample.errorCount,
        internalErrorSample: sample.errors,
      })),
      peakRssBytes: Math.max(...final.map((sample) => sample.peakRss)),
      memoryCapBytes: memoryCapMb * 1024 * 1024,
    })
    if (attackReports) result.attacks = attackReports
    if (redis) result.redisMemory = await redis.memory().catch((error) => ({ error: error.message }))
    return result
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error)
    return result
  } finally {
    const crashed = relays.map((relay) => relay.exited).filter(Boolean)
    if (crashed.length > 0) result.relayExits = crashed
    await attackers?.stop()
    await honest?.close()
    await Promise.all(relays.map((relay) => relay.stop()))
  }
}
