/** Issue #15: "0 lost at 1,000 pairs". */
export const targetPairs = 1_000

/** Other processes' share of all CPUs past which a mode's latencies are noted as taken on a busy machine. */
const busyWithOtherWorkPercent = 20

const total = (tally = {}) => Object.values(tally).reduce((sum, count) => sum + count, 0)
const count = (value) => value.toLocaleString('en-US')
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

/**
 * The bench's pass/fail line per measured mode: the relay process stayed up with no internal error, every
 * honest pair connected and subscribed, no honest socket was closed by the relay, every honest publish was
 * accepted and none of them lost (accepted by the relay, never delivered), every stored proposal was still
 * there at the end, and each relay's peak RSS stayed under the memory cap. A mode that was not measured
 * (two relays without shared state) is a note, not a failure, and so is a machine busy with other work during the
 * traffic (its latencies are then not the relay's alone). `ok` is false when any check fails.
 *
 * @example const { ok, checks, notes } = checkBenchTargets(modeResults, { pairs: 1_000 })
 */
export function checkBenchTargets(modes, { pairs }) {
  const checks = []
  const notes = []
  if (pairs < targetPairs)
    notes.push(
      `${count(pairs)} pairs is below the issue's target size (${count(targetPairs)}): the targets were checked at ${count(pairs)}`,
    )
  for (const mode of modes) {
    if (!mode.measured) {
      notes.push(`${mode.label}: not measured (${mode.reason}); its figures are absent, not zero`)
      continue
    }
    const machine = mode.machineDuringTraffic
    if (machine && machine.otherPercent > busyWithOtherWorkPercent)
      notes.push(
        `${mode.label}: other work used ${machine.otherPercent.toFixed(0)} % of the machine's CPUs during the ` +
          "traffic: its latencies are not the relay's alone",
      )
    const check = (name, ok, value) => checks.push({ mode: mode.label, name, ok, value })
    const crashed = mode.relayExits?.length > 0
    check(
      'the relay process(es) ran to the end',
      !crashed && !mode.error,
      mode.error ?? (crashed ? JSON.stringify(mode.relayExits) : 'yes'),
    )
    if (!mode.honest) continue
    const { honest, mailbox } = mode
    const internalErrors = mode.relayProcesses.reduce((sum, relay) => sum + relay.internalErrors, 0)
    check('no internal error logged by the relay', internalErrors === 0, String(internalErrors))
    const failed = total(honest.connectFailures) + total(honest.subscribeFailures)
    check(
      'every honest pair connected and subscribed',
      failed === 0,
      `${count(honest.pairs)} of ${count(honest.pairs + failed)}`,
    )
    const closed = total(honest.closedByRelay)
    check('no honest socket closed by the relay', closed === 0, String(closed))
    const { sent, accepted, refused, unanswered, lost } = honest.messages
    check(
      'every honest publish accepted',
      refused === 0 && unanswered === 0,
      `${count(accepted)} of ${count(sent)}; ${count(refused)} refused, ${count(unanswered)} unanswered`,
    )
    check('0 honest messages lost', lost === 0, `${count(lost)} lost of ${count(accepted)}`)
    check(
      'every stored proposal kept',
      mailbox.lost === 0 && mailbox.accepted === mailbox.stored,
      `${count(mailbox.kept)} of ${count(mailbox.stored)}; ${count(mailbox.stored - mailbox.accepted)} not accepted`,
    )
    check(
      'peak RSS under the memory cap',
      mode.peakRssBytes <= mode.memoryCapBytes,
      `${mib(mode.peakRssBytes)} of ${mib(mode.memoryCapBytes)}`,
    )
  }
  return { ok: checks.every((entry) => entry.ok), checks, notes }
}
