import { describe, expect, it, vi } from 'vitest'
import { getAppKitInternals } from './getAppKitInternals.ts'
import { createTestAppKit } from './test/createTestAppKit.ts'

// The core's code is the edge here: its first load fails (a flaky network), as an import() can.
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('./createAppKitCore.ts', async (importOriginal) => {
  loads.count += 1
  if (loads.count === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

describe('a failed load of the core', () => {
  it('rejects ready(), and the next call that needs the core loads it again', async () => {
    const appKit = createTestAppKit()
    await expect(appKit.ready()).rejects.toThrow()
    expect(getAppKitInternals(appKit).getCore()).toBeUndefined()
    await appKit.ready()
    expect(getAppKitInternals(appKit).getCore()).toBeDefined()
    expect(appKit.getState().initialized).toBe(true)
  })
})
