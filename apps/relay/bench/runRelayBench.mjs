#!/usr/bin/env node
// `pnpm bench:relay` (issue #15, "A load benchmark"): N dApp/wallet pairs of protocol-level clients (ws, real
// relay-auth JWTs, every delivery acknowledged) through 1 relay, through 2 relays sharing state through Redis,
// and through 1 relay while the attacks R1-R3 run beside them. Each relay runs the built dist in a child process
// of its own, so the memory it reports is its own. Prints a Markdown table, writes the figures to
// bench/results/latest.json, and exits 1 when a target is missed (a message lost, an honest client refused,
// a relay over its memory cap or dead). Options: readBenchOptions.mjs (`--help`).
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { honestSocketsPerAddress } from './benchAddresses.mjs'
import { checkBenchTargets } from './checkBenchTargets.mjs'
import { formatBenchReport } from './formatBenchReport.mjs'
import { benchUsage, readBenchOptions } from './readBenchOptions.mjs'
import { relayTakesRedisUrl } from './relayTakesRedisUrl.mjs'
import { runBenchMode } from './runBenchMode.mjs'
import { redisServerPath, startRedisServer } from './startRedisServer.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const distEntry = resolve(benchDir, '../dist/exports/index.js')

let options
try {
  options = readBenchOptions(process.argv.slice(2), process.env)
} catch (error) {
  console.error(error.message)
  process.exit(2)
}
if (options.help) {
  console.log(benchUsage)
  process.exit(0)
}
if (!existsSync(distEntry)) {
  console.error(
    `No built relay at ${distEntry}: run pnpm bench:relay (it builds first) or build @org/appkit-relay.`,
  )
  process.exit(2)
}
const { defaultRelayLimits } = await import(distEntry)

// The default global cap (1,000 sockets) holds 500 pairs; N pairs need 2N sockets, plus room for the attackers
// (at most 250 per address, the default per-IP budget) and the bench's short-lived sockets. Every other limit
// keeps its default, in every mode: honest clients stay within the per-IP budgets by coming from several
// loopback addresses (benchAddresses.mjs).
const connectionsNeeded = 2 * options.pairs + 500
const limits =
  connectionsNeeded > defaultRelayLimits.maxConnections ? { maxConnections: connectionsNeeded } : {}
const notes = [
  limits.maxConnections
    ? `Limits: the relay's defaults, except maxConnections (global) raised from ` +
      `${defaultRelayLimits.maxConnections.toLocaleString('en-US')} to ${limits.maxConnections.toLocaleString('en-US')}: 2 sockets per pair, plus the attackers. The same in every mode, the attack run included.`
    : "Limits: the relay's defaults.",
  `Honest clients: a key pair (client id) each, from 127.0.1.x (${honestSocketsPerAddress} sockets per address, under ` +
    `maxConnectionsPerIp ${defaultRelayLimits.maxConnectionsPerIp}); stored proposals from 127.0.2.x; each attack from ` +
    'an address of its own (R1 127.0.0.2, R2 127.0.0.3, R3 127.0.0.4), so per-IP budgets tell them apart as they ' +
    'would tell machines apart (X-Forwarded-For is not used: the relay trusts it only from configured proxies).',
  `Memory cap: the relay has no memory setting of its own; the bench runs each relay with --max-old-space-size=` +
    `${options.memoryCapMb} and checks that its peak RSS (the kernel's maxRSS) stays under ${options.memoryCapMb} MiB.`,
  'Latency: from the publish frame leaving the dApp (or wallet) to the delivery reaching its peer, both in the ' +
    'bench process (its event loop included); memory per connection: relay RSS and heap after a GC, connected ' +
    'and subscribed minus before, over the honest sockets.',
]

let redis
async function stopRedis() {
  const running = redis
  redis = undefined
  await running?.stop()
}
process.once('SIGINT', () => {
  // Relays and attackers exit with their IPC channel; redis-server has none.
  stopRedis().finally(() => process.exit(130))
})

const progress = (line) => process.stderr.write(`${line}\n`)
const modes = []
for (const mode of options.modes) {
  progress(`relay bench: ${mode}`)
  if (mode === '1-relay') modes.push(await runBenchMode({ label: '1 relay', relays: 1, options, limits }))
  if (mode === 'attack')
    modes.push(await runBenchMode({ label: '1 relay + R1-R3', relays: 1, attack: true, options, limits }))
  if (mode === '2-relay') {
    const label = '2 relays + Redis'
    if (!existsSync(redisServerPath)) {
      modes.push({ label, measured: false, reason: `Redis is missing (no ${redisServerPath})` })
      continue
    }
    if (!relayTakesRedisUrl()) {
      modes.push({
        label,
        measured: false,
        reason:
          'this relay build has no redisUrl option (dist/startRelay.d.ts), so two relays cannot share state',
      })
      continue
    }
    redis = await startRedisServer()
    if (!redis.available) {
      modes.push({ label, measured: false, reason: redis.reason })
      redis = undefined
      continue
    }
    try {
      modes.push(await runBenchMode({ label, relays: 2, redisUrl: redis.url, redis, options, limits }))
    } finally {
      await stopRedis()
    }
  }
}

const targets = checkBenchTargets(modes, options)
const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, loopback only`
console.log(formatBenchReport({ options, setup: { machine, notes }, modes, targets }))

const out = resolve(options.out ?? resolve(benchDir, 'results/latest.json'))
await mkdir(dirname(out), { recursive: true })
await writeFile(
  out,
  `${JSON.stringify({ finishedAt: new Date().toISOString(), machine, options, limits, notes, modes, targets }, null, 2)}\n`,
)
progress(`relay bench: results written to ${out}`)
process.exit(targets.ok ? 0 : 1)
