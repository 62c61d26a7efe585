import { BaseError, ModuleLoadError } from '@org/appkit-core'
import { describe, expect, it } from 'vitest'
import { loadOnce } from './loadOnce.ts'

// The loader at the edge of this unit is a function counting its calls: a module load that succeeds or fails.
function countingLoader(outcomes: (() => Promise<string>)[]) {
  let calls = 0
  const load = () => {
    const outcome = outcomes[Math.min(calls, outcomes.length - 1)]
    calls += 1
    if (!outcome) throw new Error('no outcome')
    return outcome()
  }
  return { load, calls: () => calls }
}

describe('loadOnce', () => {
  it('shares one load between concurrent and later calls', async () => {
    const { load, calls } = countingLoader([async () => 'module'])
    const loadModule = loadOnce(load)

    const [first, second] = await Promise.all([loadModule(), loadModule()])

    expect([first, second, await loadModule()]).toEqual(['module', 'module', 'module'])
    expect(calls()).toBe(1)
  })

  it('rejects every caller of a failed load with a ModuleLoadError carrying the failure, then loads again on the next call', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const { load, calls } = countingLoader([() => Promise.reject(failure), async () => 'module'])
    const loadModule = loadOnce(load)

    const errors = await Promise.all([loadModule(), loadModule()].map((loading) => loading.catch((e) => e)))

    expect(calls()).toBe(1)
    for (const error of errors) {
      expect(error).toBeInstanceOf(ModuleLoadError)
      expect(error).toBeInstanceOf(BaseError)
      expect(error).toMatchObject({ details: failure.message, cause: failure })
    }
    expect(await loadModule()).toBe('module')
    expect(await loadModule()).toBe('module')
    expect(calls()).toBe(2)
  })

  it('passes a BaseError through unchanged, and turns a loader that throws at once into a rejection', async () => {
    const coreError = new BaseError('Already a core error')
    await expect(loadOnce(() => Promise.reject(coreError))()).rejects.toBe(coreError)

    const throwing = loadOnce((): Promise<string> => {
      throw new Error('thrown before loading')
    })
    const pending = throwing()
    expect(pending).toBeInstanceOf(Promise)
    await expect(pending).rejects.toMatchObject({ details: 'thrown before loading' })
  })
})
