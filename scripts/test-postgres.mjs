#!/usr/bin/env node
// The API server's PostgreSQL path (`pnpm --filter @org/appkit-api test:pg`) against a real PostgreSQL server:
// a throwaway cluster in a temporary folder, on a free port of 127.0.0.1, stopped (by its pid) and removed
// afterwards. Debian's server comes from apt when it is missing and we are root, as ensure-chromium does for the
// browser. The server refuses to run as root, so as root it runs as the `postgres` user the package creates.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from './findFreePort.mjs'
import { installDebianPackage } from './installDebianPackage.mjs'

const ROOT_DIR = '/usr/lib/postgresql'
const isRoot = process.getuid?.() === 0

function findBinDir() {
  if (!existsSync(ROOT_DIR)) return undefined
  const versions = readdirSync(ROOT_DIR)
    .filter((name) => existsSync(join(ROOT_DIR, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(ROOT_DIR, versions[0], 'bin') : undefined
}

let binDir = findBinDir()
if (!binDir) {
  installDebianPackage({ pkg: 'postgresql', what: 'PostgreSQL', seconds: 30 })
  binDir = findBinDir()
  if (!binDir) {
    console.error(`apt-get finished but no initdb is under ${ROOT_DIR}`)
    process.exit(1)
  }
}

// As root, every PostgreSQL program runs as `postgres` (spawned with its uid, so the pid we stop is the server's).
const serverUser = isRoot
  ? {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    }
  : {}

const dir = mkdtempSync(join(tmpdir(), 'appkit-pg-'))
const dataDir = join(dir, 'data')
if (isRoot) chownSync(dir, serverUser.uid, serverUser.gid)
chmodSync(dir, 0o700)

const port = await findFreePort()
let server
let exitCode = 1
try {
  execFileSync(join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'appkit', '--no-sync'], {
    stdio: 'ignore',
    cwd: dir,
    ...serverUser,
  })
  server = spawn(
    join(binDir, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off'],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...serverUser },
  )
  let log = ''
  server.stderr.on('data', (chunk) => {
    log += chunk
  })
  const deadline = Date.now() + 30_000
  while (!/ready to accept connections/.test(log)) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited before it was ready:\n${log}`)
    if (Date.now() > deadline) throw new Error(`PostgreSQL was not ready after 30 s:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.log(`PostgreSQL ${binDir.split('/').at(-2)} on 127.0.0.1:${port} (throwaway, ${dir})`)
  execFileSync('pnpm', ['--filter', '@org/appkit-api', 'test:pg'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: `postgres://appkit@127.0.0.1:${port}/postgres` },
  })
  exitCode = 0
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
} finally {
  if (server && server.exitCode === null) {
    // SIGINT: PostgreSQL's fast shutdown (ends sessions, then exits).
    const stopped = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGINT')
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (server.exitCode === null) server.kill('SIGKILL')
  }
  rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
