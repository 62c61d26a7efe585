import { afterEach, describe, expect, it, vi } from 'vitest'
import { coreOf, createTestAppKit } from '../test/createTestAppKit.ts'
import { createModalLoader } from './createModalLoader.ts'
import { createModalPrefetch, type ModalPrefetchWindow } from './createModalPrefetch.ts'
import { loadModalModules } from './loadModalModules.ts'
import { MODAL_WARM_UP_ATTRIBUTE } from './warmUpModal.ts'

// The loader is the real one (real scaffold, real React); the modal is wrapped only to count the warm-up's
// renders. The window is the page's with an idle callback the test runs by hand.
async function setUp({ saveData = false } = {}) {
  const appKit = createTestAppKit()
  const core = await coreOf(appKit)
  const renders: unknown[] = []
  const load = createModalLoader(async () => {
    const modules = await loadModalModules()
    const { AppKitModal } = modules
    return {
      ...modules,
      AppKitModal(props) {
        renders.push(document.querySelector(`[${MODAL_WARM_UP_ATTRIBUTE}]`))
        return <AppKitModal {...props} />
      },
    }
  })
  const idle: Array<() => void> = []
  const view: ModalPrefetchWindow = {
    document,
    navigator: { connection: { saveData } } as unknown as Navigator,
    setTimeout: window.setTimeout.bind(window),
    requestIdleCallback: (callback) =>
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
  }
  const runIdle = () => {
    for (const callback of idle.splice(0)) callback()
  }
  const aborter = new AbortController()
  // What the mount finds: the warm-up's container gone (the warm-up ran before it, and left nothing).
  const mount = vi.fn(async () => {
    expect(document.querySelector(`[${MODAL_WARM_UP_ATTRIBUTE}]`)).toBeNull()
  })
  const prefetch = createModalPrefetch(() => coreOf(appKit), load, { view, mount })
  return { appKit, core, load, renders, runIdle, idle, aborter, prefetch, mount }
}

/** Lets the prefetch get past its awaits (the first import of the modal takes a while) to its idle callback. */
async function untilIdleRequested(idle: unknown[]) {
  await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0), { timeout: 20_000 })
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('createModalPrefetch', () => {
  it('loads the code, then warms the modal up and mounts it in the next idle period, once', async () => {
    const { load, renders, runIdle, idle, aborter, prefetch, mount } = await setUp()
    const done = prefetch(aborter.signal)
    await untilIdleRequested(idle)
    expect(load.loaded()).toBeDefined()
    expect(renders).toHaveLength(0)
    expect(mount).not.toHaveBeenCalled()
    runIdle()
    await done
    expect(renders.length).toBeGreaterThan(0)
    expect(renders[0]).not.toBeNull()
    expect(document.querySelector(`[${MODAL_WARM_UP_ATTRIBUTE}]`)).toBeNull()
    expect(mount).toHaveBeenCalledOnce()
  })

  it("loads the registry client's code with the modal's, without a request", async () => {
    const { core, idle, aborter, prefetch } = await setUp()
    const preload = vi.spyOn(core, 'preloadRegistryCode')
    void prefetch(aborter.signal)
    await untilIdleRequested(idle)
    expect(preload).toHaveBeenCalledOnce()
    expect(core.api.state.status.recommended).toBe('idle')
    aborter.abort()
  })

  it('skips the warm-up and the mount when the modal opened meanwhile (the open did the work)', async () => {
    const { appKit, renders, runIdle, idle, aborter, prefetch, mount } = await setUp()
    const done = prefetch(aborter.signal)
    await untilIdleRequested(idle)
    await appKit.open()
    runIdle()
    await done
    expect(renders.filter((container) => container !== null)).toHaveLength(0)
    expect(mount).not.toHaveBeenCalled()
  })

  it('skips the warm-up and the mount once the instance is disposed (the signal aborted)', async () => {
    const { renders, runIdle, idle, aborter, prefetch, mount } = await setUp()
    const done = prefetch(aborter.signal)
    await untilIdleRequested(idle)
    aborter.abort()
    runIdle()
    await done
    expect(renders).toHaveLength(0)
    expect(mount).not.toHaveBeenCalled()
  })

  it('only loads the code under Save-Data (the visitor asked for less work ahead of need)', async () => {
    const { core, load, renders, idle, aborter, prefetch, mount } = await setUp({ saveData: true })
    await prefetch(aborter.signal)
    expect(load.loaded()).toBeDefined()
    expect(idle).toHaveLength(0)
    expect(renders).toHaveLength(0)
    expect(mount).not.toHaveBeenCalled()
    expect(core.api.state.status.recommended).toBe('idle')
  })
})
