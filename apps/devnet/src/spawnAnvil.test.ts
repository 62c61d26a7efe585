import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const entry = fileURLToPath(new URL('../dist/exports/index.js', import.meta.url))

/**
 * Whether `pid` still runs. When its owner dies first, anvil is re-parented to init and stays a zombie (already
 * exited, holding nothing but its pid) until init reaps it, so a zombie counts as stopped (Linux `/proc`).
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/** Runs a Node process that starts a devnet, reports anvil's pid, then runs `then` (never calling stop()). */
async function runOwner(then: string, signal?: NodeJS.Signals) {
  const script = `import { startDevnet } from ${JSON.stringify(entry)}
const devnet = await startDevnet()
console.log('pid=' + devnet.pid)
${then}`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
  )
  const pid = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /pid=(\d+)/.exec(chunk.toString())
      if (match) resolve(Number(match[1]))
    })
    void exited.then(() => reject(new Error('owner exited before reporting a pid')))
  })
  if (signal) child.kill(signal)
  const result = await exited
  // The kill is sent synchronously; give the kernel a moment to deliver it and reap.
  for (let attempt = 0; attempt < 50 && isRunning(pid); attempt++) await new Promise((r) => setTimeout(r, 20))
  return { pid, ...result }
}

it('anvil is stopped when its owner process exits without calling stop()', async () => {
  const owner = await runOwner('process.exit(0)')
  expect(owner.code).toBe(0)
  expect(isRunning(owner.pid)).toBe(false)
})

it('anvil is stopped when its owner gets SIGTERM, and the owner still ends by that signal', async () => {
  const owner = await runOwner('setInterval(() => {}, 1000)', 'SIGTERM')
  expect(owner.signal).toBe('SIGTERM')
  expect(isRunning(owner.pid)).toBe(false)
})

it('anvil is stopped when its owner gets SIGINT', async () => {
  const owner = await runOwner('setInterval(() => {}, 1000)', 'SIGINT')
  expect(owner.signal).toBe('SIGINT')
  expect(isRunning(owner.pid)).toBe(false)
})
