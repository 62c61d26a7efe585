import { parseArgs } from 'node:util'

export const benchModes = Object.freeze(['1-relay', '2-relay', 'attack'])

/** name → [default, min, max, environment variable]: every run is bounded in count and in time. */
const numbers = {
  pairs: [1_000, 1, 5_000, 'RELAY_BENCH_PAIRS'],
  seconds: [20, 1, 240, 'RELAY_BENCH_SECONDS'],
  'interval-ms': [1_000, 50, 60_000, 'RELAY_BENCH_INTERVAL_MS'],
  'message-bytes': [512, 64, 16_384, 'RELAY_BENCH_MESSAGE_BYTES'],
  mailbox: [200, 0, 2_000, 'RELAY_BENCH_MAILBOX'],
  'memory-cap-mb': [512, 64, 16_384, 'RELAY_BENCH_MEMORY_CAP_MB'],
}

export const benchUsage = `Usage: pnpm bench:relay [options]   (or node apps/relay/bench/runRelayBench.mjs on a built relay)
${Object.entries(numbers)
  .map(
    ([name, [fallback, min, max, variable]]) =>
      `${`  --${name} N`.padEnd(22)}${fallback} (${min}-${max}; env ${variable})`,
  )
  .join('\n')}
  --modes LIST        ${benchModes.join(',')} (env RELAY_BENCH_MODES)
  --out FILE          the JSON results (default apps/relay/bench/results/latest.json)
Pairs are dApp/wallet pairs (2 sockets each); seconds of traffic per mode; one request per pair per interval, each
answered by its wallet; mailbox = session proposals stored at the start and fetched at the end; memory cap = the
relay processes' V8 heap limit and the peak RSS they must stay under.`

/**
 * The bench's options from its flags, else the environment, else the defaults; throws with the usage text on
 * an unknown flag or a value out of bounds.
 *
 * @example readBenchOptions(['--pairs', '200', '--seconds', '10'], process.env).pairs // 200
 */
export function readBenchOptions(argv, env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...Object.fromEntries(Object.keys(numbers).map((name) => [name, { type: 'string' }])),
      modes: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  const options = { help: values.help, out: values.out, drainMs: 10_000 }
  for (const [name, [fallback, min, max, variable]] of Object.entries(numbers)) {
    const text = values[name] ?? env[variable]
    const value = text === undefined || text === '' ? fallback : Number(text)
    if (!Number.isInteger(value) || value < min || value > max)
      throw new RangeError(`--${name} must be an integer from ${min} to ${max}, got ${text}\n\n${benchUsage}`)
    options[name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())] = value
  }
  const modes = (values.modes ?? env.RELAY_BENCH_MODES ?? benchModes.join(','))
    .split(',')
    .map((mode) => mode.trim())
    .filter(Boolean)
  const unknown = modes.filter((mode) => !benchModes.includes(mode))
  if (unknown.length > 0 || modes.length === 0)
    throw new RangeError(`--modes takes ${benchModes.join(', ')}; got ${modes.join(',')}\n\n${benchUsage}`)
  options.modes = benchModes.filter((mode) => modes.includes(mode))
  return options
}
