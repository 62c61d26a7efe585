#!/usr/bin/env node
// The relay on Redis (`pnpm --filter @org/appkit-relay test:redis`) against a real Redis server: a throwaway
// redis-server on a free port of 127.0.0.1, with no persistence and a temporary folder as its working directory,
// stopped (by its pid) and removed afterwards. Debian's server comes from apt when it is missing and we are root,
// as ensure-chromium and test-postgres do for theirs.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from './findFreePort.mjs'
import { installDebianPackage } from './installDebianPackage.mjs'

function findServer() {
  if (existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server'
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

let serverPath = findServer()
if (!serverPath) {
  installDebianPackage({ pkg: 'redis-server', what: 'Redis', seconds: 15 })
  serverPath = findServer()
  if (!serverPath) {
    console.error('apt-get finished but there is no redis-server on the PATH')
    process.exit(1)
  }
}

const dir = mkdtempSync(join(tmpdir(), 'appkit-redis-'))
const port = await findFreePort()
let server
let exitCode = 1
try {
  // No RDB snapshots, no append-only file: nothing is written to disk; --dir keeps anything else in the temp dir.
  server = spawn(
    serverPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir },
  )
  let log = ''
  const collect = (chunk) => {
    log += chunk
  }
  server.stdout.on('data', collect)
  server.stderr.on('data', collect)
  const deadline = Date.now() + 30_000
  while (!/Ready to accept connections/.test(log)) {
    if (server.exitCode !== null) throw new Error(`redis-server exited before it was ready:\n${log}`)
    if (Date.now() > deadline) throw new Error(`redis-server was not ready after 30 s:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const version = /v=(\S+)/.exec(execFileSync(serverPath, ['--version'], { encoding: 'utf8' }))?.[1]
  console.log(`Redis ${version ?? ''} on 127.0.0.1:${port} (throwaway, ${dir})`)
  execFileSync('pnpm', ['--filter', '@org/appkit-relay', 'test:redis'], {
    stdio: 'inherit',
    env: { ...process.env, REDIS_URL: `redis://127.0.0.1:${port}` },
  })
  exitCode = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  if (server && server.exitCode === null) {
    // SIGTERM: Redis shuts down (with --save '' it writes nothing).
    const stopped = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (server.exitCode === null) server.kill('SIGKILL')
  }
  rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
