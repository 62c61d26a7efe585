const count = (value) => Math.round(value).toLocaleString('en-US')
const ms = (value) => (value === undefined ? '—' : `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

/** `{ ok: 16, '-32005': 3 }` as '16 ok, 3 × -32005' (101 = upgraded, other numbers ≥ 400 are HTTP statuses). */
function describeTally(tally, names = {}) {
  const entries = Object.entries(tally)
  if (entries.length === 0) return 'none'
  return entries
    .sort(([, a], [, b]) => b - a)
    .map(
      ([key, value]) => `${count(value)} × ${names[key] ?? (/^[45]\d\d$/.test(key) ? `HTTP ${key}` : key)}`,
    )
    .join(', ')
}
const upgradeNames = { 101: 'accepted' }
const answerNames = { ok: 'ok', '-32005': '-32005 (limit exceeded)', '-32602': '-32602 (invalid params)' }

function modeRow(mode) {
  if (!mode.measured) return `| ${mode.label} | NOT MEASURED: ${mode.reason} |||||||||`
  if (!mode.honest) return `| ${mode.label} | failed: ${mode.error ?? 'see relayExits in the JSON'} |||||||||`
  const { messages } = mode.honest
  const perConnection = mode.memoryPerConnection
    ? `${kib(mode.memoryPerConnection.rssBytes)} / ${kib(mode.memoryPerConnection.heapUsedBytes)}`
    : '— (attackers hold sockets too)'
  const cpu = mode.relayProcesses.map((relay) => `${relay.cpuPercentOfOneCore.toFixed(0)} %`).join(' + ')
  return (
    `| ${mode.label} | ${count(mode.honest.pairs)} (${count(mode.connections)}) | ` +
    `${ms(messages.latencyMs.p50)} / ${ms(messages.latencyMs.p99)} (${ms(messages.latencyMs.p100)}) | ` +
    `${count(mode.traffic.messagesPerSecond)} | ${perConnection} | ` +
    `${count(messages.lost)} of ${count(messages.accepted)} | ${count(mode.mailbox.kept)} of ${count(mode.mailbox.stored)} | ` +
    `${mib(mode.peakRssBytes)} / ${mib(mode.memoryCapBytes)} | ${cpu} |`
  )
}

/**
 * The bench's stdout: the setup, one table row per mode, the attacks and how the relay answered them, and the
 * targets, as Markdown (readable in a terminal, pasteable into the README).
 *
 * @example console.log(formatBenchReport({ options, setup, modes, targets }))
 */
export function formatBenchReport({ options, setup, modes, targets }) {
  const lines = [
    `Relay load benchmark: ${count(options.pairs)} dApp/wallet pairs, ${options.seconds} s of traffic per mode, ` +
      `one request per pair every ${count(options.intervalMs)} ms answered by its wallet, ` +
      `${options.messageBytes}-byte messages; ${setup.machine}.`,
    ...setup.notes.map((note) => `- ${note}`),
    '',
    '| mode | pairs (sockets) | publish → delivery p50 / p99 (max) | messages/s | memory per connection (RSS / heap) | lost | stored proposals kept | peak RSS / cap | relay CPU (of one core) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...modes.map(modeRow),
  ]
  const measured = modes.filter((mode) => mode.traffic)
  if (measured.length > 0)
    lines.push(
      '',
      `The bench process's own event-loop delay during the traffic, p50 / p99 (part of every latency above): ${measured
        .map(
          ({ label, traffic }) =>
            `${label} ${ms(traffic.benchEventLoopDelayMs.p50)} / ${ms(traffic.benchEventLoopDelayMs.p99)}`,
        )
        .join('; ')}.`,
    )
  if (measured.length > 0)
    lines.push(
      `The machine during the traffic (relays, clients, attackers and Redis are the bench's processes): ${measured
        .map(
          ({ label, machineDuringTraffic: machine }) =>
            `${label}: ${machine.busyPercent.toFixed(0)} % of ${machine.cpus} CPUs busy, the bench's processes ` +
            `${machine.benchPercent.toFixed(0)} %, other work ${machine.otherPercent.toFixed(0)} %`,
        )
        .join('; ')}.`,
    )
  for (const { label, redisMemory } of modes.filter((mode) => mode.redisMemory?.usedMemory))
    lines.push(
      `Redis (${label}): used_memory ${mib(redisMemory.usedMemory)} at the end, peak ${mib(redisMemory.usedMemoryPeak)}.`,
    )
  for (const mode of modes.filter((entry) => entry.attacks)) {
    const { R1, R2, R3 } = mode.attacks
    const honest = mode.honest.messages
    lines.push(
      '',
      `Attacks (${mode.label}), beside the ${count(mode.honest.pairs)} honest pairs: honest p50 / p99 ` +
        `${ms(honest.latencyMs.p50)} / ${ms(honest.latencyMs.p99)}, ${count(honest.lost)} lost, ` +
        `${count(honest.refused)} refused; the relay's peak RSS ${mib(mode.peakRssBytes)} of ${mib(mode.memoryCapBytes)}.`,
      '',
      '| attack | what it did | how the relay answered |',
      '| --- | --- | --- |',
      `| R1 subscriptions | ${R1.what} | upgrades: ${describeTally(R1.upgrades, upgradeNames)}; ${count(R1.requests)} requests: ` +
        `${describeTally(R1.answers, answerNames)}; ${count(R1.subscriptionsGranted)} subscriptions granted; ` +
        `sockets closed: ${describeTally(R1.closes)} |`,
      `| R2 connections | ${R2.what} | one key pair: ${describeTally(R2.upgradesOneKeyPair, upgradeNames)}; fresh key ` +
        `pairs: ${describeTally(R2.upgradesFreshKeyPairs, upgradeNames)}; during the flood: ` +
        `${describeTally(R2.upgradesDuringFlood, upgradeNames)}; ${count(R2.socketsHeld)} sockets held |`,
      `| R3 stored messages | ${R3.what} | ${count(R3.publishes)} publishes: ${describeTally(R3.answers, answerNames)} ` +
        `(${R3.acceptedMiB.toFixed(0)} MiB accepted over the run; whether anyone else's message went is the stored proposals column) |`,
      '',
      `The relay's log, upgrades it refused: ${describeTally(mode.relayProcesses[0].refusedUpgrades)}.`,
    )
  }
  lines.push('', 'Targets:')
  for (const check of targets.checks)
    lines.push(`- ${check.ok ? 'ok  ' : 'MISSED'} ${check.mode}: ${check.name} (${check.value})`)
  for (const note of targets.notes) lines.push(`- note: ${note}`)
  lines.push('', targets.ok ? 'All targets met.' : 'Some targets were MISSED (exit code 1).')
  return lines.join('\n')
}
