import { cpus, loadavg } from 'node:os'

function cpuTimes() {
  let idle = 0
  let total = 0
  for (const { times } of cpus()) {
    idle += times.idle
    total += times.user + times.nice + times.sys + times.idle + times.irq
  }
  return { idle, total }
}

/**
 * Watches how busy the whole machine is from now until `stop()`: the share of all CPUs not idle, the bench
 * process's own CPU, and the 1-minute load average at both ends. Other work on the machine slows the relay and
 * the clients alike, so figures taken while it was busy say so.
 *
 * @example
 * const watch = watchMachineCpu()
 * // ... traffic ...
 * watch.stop() // { cpus: 2, busyPercent: 71, benchProcessPercentOfOneCore: 38, loadAverage: [1.2, 1.9] }
 */
export function watchMachineCpu() {
  const startTimes = cpuTimes()
  const startProcess = process.cpuUsage()
  const startedAt = performance.now()
  const startLoad = loadavg()[0]
  return {
    stop() {
      const times = cpuTimes()
      const total = times.total - startTimes.total
      const { user, system } = process.cpuUsage(startProcess)
      const elapsedMicros = (performance.now() - startedAt) * 1_000
      return {
        cpus: cpus().length,
        busyPercent: total > 0 ? 100 * (1 - (times.idle - startTimes.idle) / total) : 0,
        benchProcessPercentOfOneCore: (100 * (user + system)) / elapsedMicros,
        loadAverage: [startLoad, loadavg()[0]],
      }
    },
  }
}
