#!/usr/bin/env node
import { relayDefaults } from './relayDefaults.ts'
// `pnpm --filter @org/appkit-relay start`: the relay on ws://127.0.0.1:8555 (or --port N / RELAY_PORT) until
// SIGINT or SIGTERM. `--quiet` drops the per-connection lines.
import { consoleRelayLogger, silentRelayLogger } from './relayLogger.ts'
import { startRelay } from './startRelay.ts'

function readPort(argv: readonly string[]): number {
  const flag = argv.indexOf('--port')
  const raw = flag >= 0 ? argv[flag + 1] : process.env.RELAY_PORT
  if (raw === undefined || raw === '') return relayDefaults.cliPort
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid port: ${raw}`)
  return port
}

const argv = process.argv.slice(2)
const relay = await startRelay({
  port: readPort(argv),
  logger: argv.includes('--quiet')
    ? { ...silentRelayLogger, error: consoleRelayLogger.error }
    : consoleRelayLogger,
})
process.stdout.write(`relay listening on ${relay.url}\n`)

const shutdown = () => {
  void relay.close().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
