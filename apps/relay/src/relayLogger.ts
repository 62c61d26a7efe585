/** Where the relay writes its lines: one when a socket opens and one when it closes, refusals, and faults. */
export interface RelayLogger {
  info(line: string): void
  warn(line: string): void
  error(line: string): void
}

export const consoleRelayLogger: RelayLogger = Object.freeze({
  info: (line: string) => console.log(line),
  warn: (line: string) => console.warn(line),
  error: (line: string) => console.error(line),
})

/** For tests and embedders that want no output. */
export const silentRelayLogger: RelayLogger = Object.freeze({
  info: () => {},
  warn: () => {},
  error: () => {},
})
