import { type Core, ViewNotAvailableError } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import { act } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { coreOf, createTestAppKit } from '../test/createTestAppKit.ts'
import { createModalLoader } from './createModalLoader.ts'
import { mountModal } from './mountModal.ts'

// The modal itself is built and tested in @org/appkit-scaffold; here it is the edge of the unit: a stand-in with
// the same signature (`{ core }`), so these tests pin when and how often the mount happens.
const renders = vi.hoisted(() => [] as Core[])
const overlayTargets = vi.hoisted(() => [] as Array<Element | undefined>)
const keptMounted = vi.hoisted(() => [] as Array<boolean | undefined>)
vi.mock('@org/appkit-scaffold', () => ({
  AppKitModal: ({
    core,
    container,
    keepMounted,
  }: {
    core: Core
    container?: Element
    keepMounted?: boolean
  }) => {
    renders.push(core)
    overlayTargets.push(container)
    keptMounted.push(keepMounted)
    return <div role="dialog">modal open: {String(core.modal.state.open)}</div>
  },
}))

const containers = () => document.querySelectorAll('[data-appkit-modal]')

describe('the modal mount', () => {
  it('is not there at import, nor after createAppKit', () => {
    createTestAppKit()
    expect(containers()).toHaveLength(0)
  })

  it('mounts on the first open() into one container appended to body, bound to the instance core', async () => {
    const appKit = createTestAppKit()
    await act(() => appKit.open())
    expect(containers()).toHaveLength(1)
    const container = containers()[0] as HTMLElement
    expect(container.parentElement).toBe(document.body)
    expect(container.querySelector('[role="dialog"]')?.textContent).toBe('modal open: true')
    expect(renders.at(-1)).toBe(await coreOf(appKit))
    // The overlay goes into that same container (no portal into another element of the page).
    expect(overlayTargets.at(-1)).toBe(container)
    // Its host stays while closed, so the next open only renders the dialog.
    expect(keptMounted.at(-1)).toBe(true)
    expect(appKit.isOpen()).toBe(true)
  })

  it('stays one container after two opens and a close', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    await act(() => appKit.open())
    await act(() => appKit.close())
    await act(() => appKit.open({ view: 'Networks' }))
    expect(containers()).toHaveLength(1)
    expect((await coreOf(appKit)).router.state.view).toBe('Networks')
  })

  it('mounts once when open() is called twice at the same time', async () => {
    const appKit = createTestAppKit()
    await act(() => Promise.all([appKit.open(), appKit.open()]))
    expect(containers()).toHaveLength(1)
  })

  it('passes the view, namespace and arguments through to the core', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    await act(() => appKit.open({ view: 'WalletSend', namespace: 'eip155', arguments: { amount: '1' } }))
    const core = await coreOf(appKit)
    expect(core.router.state).toMatchObject({ view: 'WalletSend', data: { amount: '1' } })
    expect(core.modal.state.namespace).toBe('eip155')
  })

  it('open() of a view the modal cannot show rejects with ViewNotAvailableError naming it, and mounts nothing', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    await expect(appKit.open({ view: 'Swap' })).rejects.toThrow(ViewNotAvailableError)
    await expect(appKit.open({ view: 'OnRampProviders' })).rejects.toMatchObject({
      name: 'ViewNotAvailableError',
      view: 'OnRampProviders',
    })
    expect(appKit.isOpen()).toBe(false)
    expect(containers()).toHaveLength(0)
  })

  it('mounts before it returns once the code is loaded (an open() from a click renders in that task)', async () => {
    const core = await coreOf(createTestAppKit())
    const load = createModalLoader()
    await load()
    let mounted: ReturnType<typeof mountModal> | undefined
    try {
      act(() => {
        mounted = mountModal(core, { load })
        // No await has happened yet: the container is on the page and React has the render queued.
        expect(containers()).toHaveLength(1)
      })
      expect(containers()[0]?.querySelector('[role="dialog"]')).not.toBeNull()
    } finally {
      ;(await mounted)?.unmount()
    }
    expect(containers()).toHaveLength(0)
  })

  it('waits for the code when nothing loaded it yet', async () => {
    const core = await coreOf(createTestAppKit())
    const mounted = mountModal(core, { load: createModalLoader() })
    try {
      expect(containers()).toHaveLength(0)
      await act(() => mounted)
      expect(containers()).toHaveLength(1)
    } finally {
      ;(await mounted).unmount()
    }
  })
})
