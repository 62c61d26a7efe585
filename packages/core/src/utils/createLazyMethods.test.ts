import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { createLazyMethods } from './createLazyMethods.ts'

function setup() {
  const calls: unknown[][] = []
  let loads = 0
  const failure = new BaseError('Real failure')
  const real = {
    add: async (a: number, b: number) => {
      calls.push([a, b])
      return a + b
    },
    fail: async () => {
      throw failure
    },
    notListed: async () => 'unused',
  }
  const load = async () => {
    loads += 1
    return real
  }
  return { load, calls, failure, loads: () => loads }
}

describe('createLazyMethods', () => {
  it('loads on the first call, not when created, and calls the real method with its arguments', async () => {
    const { load, calls, loads } = setup()
    const lazy = createLazyMethods(load, ['add', 'fail'])
    expect(Object.keys(lazy).sort()).toEqual(['add', 'fail'])
    expect(loads()).toBe(0)

    await expect(lazy.add(2, 3)).resolves.toBe(5)
    expect(calls).toEqual([[2, 3]])
    expect(loads()).toBe(1)
  })

  it("a real method's rejection reaches the caller as is", async () => {
    const { load, failure } = setup()
    const lazy = createLazyMethods(load, ['fail'])
    await expect(lazy.fail()).rejects.toBe(failure)
  })

  it('a load that fails rejects the call with its error', async () => {
    const missing = new Error('the chunk did not arrive')
    const lazy = createLazyMethods<{ ping(): Promise<string> }, 'ping'>(
      () => Promise.reject(missing),
      ['ping'],
    )
    await expect(lazy.ping()).rejects.toBe(missing)
  })
})
