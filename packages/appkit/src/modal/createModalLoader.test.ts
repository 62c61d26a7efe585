import { describe, expect, it, vi } from 'vitest'
import { createModalLoader } from './createModalLoader.ts'
import type { ModalModules } from './loadModalModules.ts'

const modules = { AppKitModal: () => null } as unknown as ModalModules

describe('createModalLoader', () => {
  it('loads once for a prefetch and the opens after it', async () => {
    const load = vi.fn(async () => modules)
    const loadModal = createModalLoader(load)
    const prefetch = loadModal()
    expect(await loadModal()).toBe(modules)
    expect(await prefetch).toBe(modules)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again after a failure (the next open retries a chunk that failed)', async () => {
    const load = vi
      .fn<() => Promise<ModalModules>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(modules)
    const loadModal = createModalLoader(load)
    await expect(loadModal()).rejects.toThrow('chunk failed')
    expect(await loadModal()).toBe(modules)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('hands out the modules synchronously once a load succeeded, not while it is in flight or failed', async () => {
    let finish!: (loaded: ModalModules) => void
    const loadModal = createModalLoader(
      vi
        .fn<() => Promise<ModalModules>>()
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockImplementation(() => new Promise((resolve) => (finish = resolve))),
    )
    expect(loadModal.loaded()).toBeUndefined()
    await expect(loadModal()).rejects.toThrow('chunk failed')
    expect(loadModal.loaded()).toBeUndefined()
    const second = loadModal()
    expect(loadModal.loaded()).toBeUndefined()
    finish(modules)
    await second
    expect(loadModal.loaded()).toBe(modules)
  })
})
