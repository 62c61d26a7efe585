import { randomBytes } from 'node:crypto'

/** A key prefix of its own for one test, so tests (and test files running in parallel) never share state on
 * the one Redis server, and a test can list every key it made. */
export function createTestKeyPrefix(name: string): string {
  return `appkit-relay-test:${name}:${randomBytes(4).toString('hex')}:`
}
