// One relay in a child process of its own (forked by startRelayProcess), so that its memory is its own:
// `sample` answers with process.memoryUsage() (after a full GC when asked; the parent runs it with
// --expose-gc), the kernel's peak RSS, CPU time, and the relay's log lines counted by kind (refused upgrades
// by reason, internal errors).
import { startRelay } from '../dist/exports/index.js'
import { answerIpcRequests } from './answerIpcRequests.mjs'
import { createTally } from './createTally.mjs'

const refusedUpgrades = createTally()
const errors = []
let errorCount = 0
const logger = {
  info() {},
  warn(line) {
    // 'relay: refused a connection from 127.0.0.3: too many connections for did:key:z6Mk...'
    const reason = line
      .replace(/^relay: refused a connection from \S+: /, '')
      .replace(/did:key:\S+/g, 'did:key')
    refusedUpgrades.add(reason)
  },
  error(line) {
    errorCount += 1
    if (errors.length < 10) errors.push(line)
  },
}

let relay
answerIpcRequests({
  async start({ limits, redisUrl }) {
    relay = await startRelay({ port: 0, logger, limits, ...(redisUrl ? { redisUrl } : {}) })
    return { url: relay.url, port: relay.port }
  },
  sample({ gc = false }) {
    if (gc) {
      globalThis.gc()
      globalThis.gc()
    }
    return {
      memory: process.memoryUsage(),
      peakRss: process.resourceUsage().maxRSS * 1024,
      cpuMicros: process.cpuUsage(),
      refusedUpgrades: refusedUpgrades.toJSON(),
      errorCount,
      errors,
    }
  },
  async stop() {
    await relay?.close()
    setImmediate(() => process.exit(0))
    return true
  },
})
