import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

/** Clock ticks per second of /proc/<pid>/stat (Linux; 100 nearly everywhere). */
let ticksPerSecond
function getTicksPerSecond() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/** CPU milliseconds (user + system) a process has used, from /proc (undefined off Linux or once it is gone). */
function readProcessCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces, in parentheses): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1_000) / getTicksPerSecond()
  } catch {
    return undefined
  }
}

function machineTimes() {
  let idle = 0
  let total = 0
  for (const { times } of cpus()) {
    idle += times.idle
    total += times.user + times.nice + times.sys + times.idle + times.irq
  }
  return { idle, total }
}

function processesCpuMs(pids) {
  const used = new Map()
  for (const pid of pids) used.set(pid, readProcessCpuMs(pid))
  return used
}

/**
 * Watches how busy the machine is from now until `stop()`, and how much of that is the bench's own processes
 * (this one and `pids`: the relays, the attackers, redis-server): the rest is other work, which slows the relay
 * and the clients alike, so figures taken beside it say so. Percentages are of the whole machine (all CPUs).
 *
 * @example
 * const watch = watchMachineCpu([relay.pid])
 * // ... traffic ...
 * watch.stop() // { cpus: 2, busyPercent: 71, benchPercent: 68, otherPercent: 3, loadAverage: [1.2, 1.9] }
 */
export function watchMachineCpu(pids = []) {
  const all = [process.pid, ...pids]
  const startMachine = machineTimes()
  const startProcesses = processesCpuMs(all)
  const startedAt = performance.now()
  const startLoad = loadavg()[0]
  return {
    stop() {
      const machine = machineTimes()
      const elapsedMs = performance.now() - startedAt
      const total = machine.total - startMachine.total
      const busyPercent = total > 0 ? 100 * (1 - (machine.idle - startMachine.idle) / total) : 0
      let benchMs = 0
      for (const [pid, used] of processesCpuMs(all)) {
        const before = startProcesses.get(pid)
        if (used !== undefined && before !== undefined) benchMs += used - before
      }
      const benchPercent = (100 * benchMs) / (elapsedMs * cpus().length)
      return {
        cpus: cpus().length,
        busyPercent,
        benchPercent,
        otherPercent: Math.max(0, busyPercent - benchPercent),
        loadAverage: [startLoad, loadavg()[0]],
      }
    },
  }
}
