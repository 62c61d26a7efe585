import { describe, expect, it } from 'vitest'
import { createLoader } from './createLoader.ts'

describe('createLoader', () => {
  it('loads nothing until asked, then once for every caller', async () => {
    let loads = 0
    const loader = createLoader(async () => {
      loads += 1
      return { load: loads }
    })
    expect(loads).toBe(0)
    expect(loader.isStarted()).toBe(false)
    expect(loader.peek()).toBeUndefined()

    const [first, second] = await Promise.all([loader.get(), loader.get()])
    expect(first).toBe(second)
    expect(await loader.get()).toBe(first)
    expect(loads).toBe(1)
    expect(loader.isStarted()).toBe(true)
    expect(loader.peek()).toBe(first)
  })

  it('a failed load rejects its callers and is tried again on the next call', async () => {
    const failure = new Error('the chunk did not arrive')
    let attempts = 0
    const loader = createLoader(async () => {
      attempts += 1
      if (attempts === 1) throw failure
      return 'loaded'
    })
    await expect(loader.get()).rejects.toBe(failure)
    expect(loader.isStarted()).toBe(false)
    expect(loader.peek()).toBeUndefined()

    await expect(loader.get()).resolves.toBe('loaded')
    expect(attempts).toBe(2)
    expect(loader.peek()).toBe('loaded')
  })
})
