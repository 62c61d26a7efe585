#!/usr/bin/env node
// `pnpm --filter @org/appkit-relay start`: the relay on ws://127.0.0.1:8555 until SIGINT or SIGTERM. Options and
// their environment variables: see readRelayCliOptions (--port, --host, --quiet, --public-url,
// --allowed-origins, --trusted-proxies, --limit name=value, --redis-url / REDIS_URL, --redis-key-prefix) and the
// README's Security and "Several relays on Redis" sections.
import { readRelayCliOptions } from './readRelayCliOptions.ts'
import { consoleRelayLogger, silentRelayLogger } from './relayLogger.ts'
import { startRelay } from './startRelay.ts'

const { quiet, ...options } = readRelayCliOptions(process.argv.slice(2), process.env)
const relay = await startRelay({
  ...options,
  logger: quiet ? { ...silentRelayLogger, error: consoleRelayLogger.error } : consoleRelayLogger,
}).catch((error: unknown) => {
  // Redis unreachable, port taken: one line, exit 1 (a supervisor restarts it).
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
process.stdout.write(`relay listening on ${relay.url}\n`)
if (options.publicUrl) process.stdout.write(`clients reach it as ${options.publicUrl.join(', ')}\n`)

const shutdown = () => {
  void relay.close().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
