import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createIpcRequester } from './createIpcRequester.mjs'

const attackerProcessPath = fileURLToPath(new URL('./attackerProcess.mjs', import.meta.url))

/**
 * Forks the attackers (attackerProcess.mjs) against `relayUrl`: `open()` connects them, `flood(seconds)` runs
 * R1-R3 and resolves with their reports, `stop()` closes their sockets and ends the process (by its pid if it
 * does not end by itself).
 *
 * @example
 * const attackers = await startAttackerProcess({ relayUrl })
 * await attackers.open()
 * const reports = await attackers.flood(20)
 * await attackers.stop()
 */
export function startAttackerProcess({ relayUrl }) {
  const child = fork(attackerProcessPath, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const ipc = createIpcRequester(child)
  return {
    pid: child.pid,
    open: () => ipc.request('open', { relayUrl }),
    flood: (seconds) => ipc.request('flood', { seconds }),
    stop: () => ipc.end('close'),
  }
}
