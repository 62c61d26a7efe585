import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { findFreePort } from '../../../scripts/findFreePort.mjs'

/** Debian's redis-server, which `pnpm test` installs when it is missing (issue #15). */
export const redisServerPath = '/usr/bin/redis-server'

/**
 * A throwaway redis-server on 127.0.0.1, on a free port, in a temporary directory, persisting nothing; `stop()`
 * ends it by its pid and removes the directory. Resolves `{ available: false, reason }` when there is no
 * redis-server or it does not start.
 *
 * @example
 * const redis = await startRedisServer()
 * if (redis.available) { startRelay({ redisUrl: redis.url }); await redis.stop() }
 */
export async function startRedisServer({ binary = redisServerPath, timeoutMs = 10_000 } = {}) {
  if (!existsSync(binary)) return { available: false, reason: `${binary} is not installed` }
  const port = await findFreePort()
  const dir = await mkdtemp(join(tmpdir(), 'relay-bench-redis-'))
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  let output = ''
  const ready = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    const onData = (chunk) => {
      output = (output + chunk).slice(-4_096)
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve(true)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    exited.then(() => resolve(false))
  })
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGTERM')
      const timer = setTimeout(() => process.kill(child.pid, 'SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    await rm(dir, { recursive: true, force: true })
  }
  if (!ready) {
    await stop()
    return { available: false, reason: `redis-server did not start: ${output.trim().split('\n').at(-1)}` }
  }
  return {
    available: true,
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid,
    /** Redis's own `used_memory` and `used_memory_peak` (INFO memory), in bytes. */
    async memory() {
      const client = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 1 })
      try {
        await client.connect()
        const info = await client.info('memory')
        const read = (name) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1])
        return { usedMemory: read('used_memory'), usedMemoryPeak: read('used_memory_peak') }
      } finally {
        client.disconnect()
      }
    },
    stop,
  }
}
