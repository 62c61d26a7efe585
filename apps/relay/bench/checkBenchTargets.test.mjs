// node --test apps/relay/bench (the relay's vitest config runs src/**/*.test.ts only).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { checkBenchTargets } from './checkBenchTargets.mjs'

const mib = 1024 * 1024

/** A measured mode that meets every target; `overrides` breaks one. */
function measuredMode(overrides = {}) {
  return {
    label: '1 relay',
    measured: true,
    relayProcesses: [{ internalErrors: 0 }],
    honest: {
      pairs: 1_000,
      connectFailures: {},
      subscribeFailures: {},
      closedByRelay: {},
      messages: { sent: 40_000, accepted: 40_000, refused: 0, unanswered: 0, lost: 0 },
      ...overrides.honest,
    },
    mailbox: { stored: 200, accepted: 200, kept: 200, lost: 0, ...overrides.mailbox },
    peakRssBytes: 150 * mib,
    memoryCapBytes: 512 * mib,
    ...overrides.mode,
  }
}

const failed = (result) => result.checks.filter((check) => !check.ok).map((check) => check.name)

describe('checkBenchTargets', () => {
  it('passes a run that meets every target', () => {
    const result = checkBenchTargets([measuredMode()], { pairs: 1_000 })
    assert.equal(result.ok, true)
    assert.deepEqual(result.notes, [])
  })

  it('fails on one lost message, a refused honest publish, a missing proposal, or a relay over its memory cap', () => {
    const messages = { sent: 40_000, accepted: 40_000, refused: 0, unanswered: 0 }
    const cases = [
      [{ honest: { messages: { ...messages, lost: 1 } } }, ['0 honest messages lost']],
      [{ honest: { messages: { ...messages, lost: 0, refused: 1 } } }, ['every honest publish accepted']],
      [{ mailbox: { kept: 199, lost: 1 } }, ['every stored proposal kept']],
      [{ mailbox: { accepted: 199, kept: 199 } }, ['every stored proposal kept']],
      [{ mode: { peakRssBytes: 513 * mib } }, ['peak RSS under the memory cap']],
      [{ honest: { connectFailures: { 'HTTP 429': 1 } } }, ['every honest pair connected and subscribed']],
      [{ honest: { closedByRelay: { 1008: 2 } } }, ['no honest socket closed by the relay']],
      [{ mode: { relayProcesses: [{ internalErrors: 3 }] } }, ['no internal error logged by the relay']],
    ]
    for (const [overrides, expected] of cases) {
      const result = checkBenchTargets([measuredMode(overrides)], { pairs: 1_000 })
      assert.equal(result.ok, false)
      assert.deepEqual(failed(result), expected)
    }
  })

  it('fails when a relay process died, without reading figures the mode never got', () => {
    const crashed = {
      label: '1 relay + R1-R3',
      measured: true,
      error: 'the child process exited',
      relayExits: [{}],
    }
    const result = checkBenchTargets([crashed], { pairs: 1_000 })
    assert.equal(result.ok, false)
    assert.deepEqual(failed(result), ['the relay process(es) ran to the end'])
  })

  it('notes a machine busy with other work during the traffic, without failing', () => {
    const machineDuringTraffic = { cpus: 2, busyPercent: 100, benchPercent: 60, otherPercent: 40 }
    const result = checkBenchTargets([measuredMode({ mode: { machineDuringTraffic } })], { pairs: 1_000 })
    assert.equal(result.ok, true)
    assert.deepEqual(result.notes, [
      "1 relay: other work used 40 % of the machine's CPUs during the traffic: its latencies are not the relay's alone",
    ])
    // Busy with the bench's own processes only: nothing to note.
    const quiet = { ...machineDuringTraffic, benchPercent: 95, otherPercent: 5 }
    assert.deepEqual(
      checkBenchTargets([measuredMode({ mode: { machineDuringTraffic: quiet } })], { pairs: 1_000 }).notes,
      [],
    )
  })

  it('notes a mode that was not measured and a run below the target size, without failing', () => {
    const result = checkBenchTargets(
      [measuredMode(), { label: '2 relays + Redis', measured: false, reason: 'Redis is missing' }],
      { pairs: 200 },
    )
    assert.equal(result.ok, true)
    assert.equal(result.notes.length, 2)
    assert.match(result.notes[0], /200 pairs is below the issue's target size \(1,000\)/)
    assert.match(
      result.notes[1],
      /2 relays \+ Redis: not measured \(Redis is missing\); its figures are absent/,
    )
  })
})
