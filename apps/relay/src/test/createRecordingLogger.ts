import type { RelayLogger } from '../relayLogger.ts'

/** A relay logger that keeps its lines, so a test can assert on them without printing anything. */
export function createRecordingLogger(): RelayLogger & { lines: string[] } {
  const lines: string[] = []
  const record = (line: string) => {
    lines.push(line)
  }
  return { lines, info: record, warn: record, error: record }
}
