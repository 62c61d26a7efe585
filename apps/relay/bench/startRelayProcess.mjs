import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createIpcRequester } from './createIpcRequester.mjs'

const relayProcessPath = fileURLToPath(new URL('./relayProcess.mjs', import.meta.url))

/**
 * Starts one relay (the built `dist`) in a child process with a V8 heap limit of `memoryCapMb`: past it the
 * relay dies of OOM rather than growing, which the bench reports. Without `redisUrl` the child gets no
 * REDIS_URL either, so it keeps the in-memory store whatever the shell exports.
 *
 * @example
 * const relay = await startRelayProcess({ limits: { maxConnections: 2_500 }, memoryCapMb: 512 })
 * const { memory } = await relay.sample({ gc: true })
 * await relay.stop()
 */
export async function startRelayProcess({ limits = {}, redisUrl, memoryCapMb }) {
  const env = { ...process.env }
  delete env.REDIS_URL
  if (redisUrl) env.REDIS_URL = redisUrl
  const child = fork(relayProcessPath, [], {
    env,
    execArgv: ['--expose-gc', `--max-old-space-size=${memoryCapMb}`],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  // The last few KiB of stderr: what a crash (a V8 OOM) printed.
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4_096)
  })
  const ipc = createIpcRequester(child)
  let started
  try {
    started = await ipc.request('start', { limits, redisUrl })
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`the relay process did not start: ${error.message}\n${stderr}`)
  }
  return {
    url: started.url,
    port: started.port,
    pid: child.pid,
    /** `{ code, signal, stderr }` once the process has exited (during a run: it crashed). */
    get exited() {
      return ipc.exited && { ...ipc.exited, stderr }
    },
    sample: (options = {}) => ipc.request('sample', options),
    stop: () => ipc.end('stop'),
  }
}
