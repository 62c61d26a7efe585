import { afterAll, beforeAll } from 'vitest'

/**
 * Turns React's act() environment off for the test file: the `appkit-*` elements render through React roots of
 * their own, outside Testing Library's act(), and waits poll instead (React would warn about every update).
 * Call it at the top of the file.
 */
export function renderOutsideAct(): void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  let previous: boolean | undefined
  beforeAll(() => {
    previous = environment.IS_REACT_ACT_ENVIRONMENT
    environment.IS_REACT_ACT_ENVIRONMENT = false
  })
  afterAll(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = previous
  })
}
