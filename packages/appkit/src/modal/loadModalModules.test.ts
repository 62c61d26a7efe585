import { expect, it, vi } from 'vitest'
import { loadModalModules } from './loadModalModules.ts'

// The scaffold is the edge of this unit: what is pinned is what the loader asks of it.
const preloadOpeningViews = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('@org/appkit-scaffold', () => ({
  AppKitModal: function StandInModal() {
    return null
  },
  preloadOpeningViews,
}))

it('loads the modal with React, and starts loading the views the modal can open on', async () => {
  const modules = await loadModalModules()
  expect(modules.AppKitModal.name).toBe('StandInModal')
  expect(typeof modules.createRoot).toBe('function')
  expect(typeof modules.flushSync).toBe('function')
  expect(preloadOpeningViews).toHaveBeenCalledTimes(1)
})
