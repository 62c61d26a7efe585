import type { RouterView } from '@org/appkit-core/internal'
import { expect, it, vi } from 'vitest'
import { OPENING_VIEWS, preloadOpeningViews } from './preloadOpeningViews.ts'
import type { ViewEntry } from './registerView.tsx'
import { viewRegistry } from './viewRegistry.ts'

function NoView() {
  return null
}

it('preloads the opening views, and only them, without rejecting when a chunk fails', async () => {
  const preload = vi.fn(async () => {
    throw new Error('chunk failed')
  })
  const other = vi.fn(async () => undefined)
  const registry: Partial<Record<RouterView, ViewEntry>> = {
    Account: { Component: NoView, preload },
    Networks: { Component: NoView, preload },
    WalletSend: { Component: NoView, preload: other },
  }
  await expect(preloadOpeningViews(registry)).resolves.toBeUndefined()
  expect(preload).toHaveBeenCalledTimes(2)
  expect(other).not.toHaveBeenCalled()
})

it('every opening view is a lazy view of the registry', () => {
  expect(OPENING_VIEWS.filter((view) => viewRegistry[view]?.preload === undefined)).toEqual([])
})
