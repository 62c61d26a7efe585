import type { RouterView } from '@org/appkit-core/internal'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ViewEntry } from './registerView.tsx'
import { usePrefetchViews, VIEW_PREFETCH_FALLBACK_DELAY_MS } from './usePrefetchViews.ts'
import { viewPrefetches, viewRegistry } from './viewRegistry.ts'

function NoView() {
  return null
}

/** A registry of lazy entries whose preload is counted (the chunks are the edge of this unit). */
function createRegistry(views: readonly RouterView[], preload = async () => undefined) {
  const preloads = new Map(views.map((view) => [view, vi.fn(preload)]))
  const registry: Partial<Record<RouterView, ViewEntry>> = Object.fromEntries(
    views.map((view) => [view, { Component: NoView, preload: preloads.get(view) }]),
  )
  return { registry, preloads }
}

const prefetches: Partial<Record<RouterView, readonly RouterView[]>> = {
  Connect: ['Account', 'Networks'],
  Account: ['WalletSend'],
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('usePrefetchViews', () => {
  it('preloads the views the current view leads to once the browser is idle, not before', () => {
    vi.useFakeTimers()
    const { registry, preloads } = createRegistry(['Account', 'Networks', 'WalletSend'])
    renderHook(() => usePrefetchViews('Connect', { registry, prefetches }))
    // happy-dom has no requestIdleCallback: the fallback delay stands in for it.
    vi.advanceTimersByTime(VIEW_PREFETCH_FALLBACK_DELAY_MS - 1)
    expect(preloads.get('Account')).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(preloads.get('Account')).toHaveBeenCalledTimes(1)
    expect(preloads.get('Networks')).toHaveBeenCalledTimes(1)
    expect(preloads.get('WalletSend')).not.toHaveBeenCalled()
  })

  it('uses requestIdleCallback where there is one', () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const { registry, preloads } = createRegistry(['WalletSend'])
    renderHook(() => usePrefetchViews('Account', { registry, prefetches }))
    expect(preloads.get('WalletSend')).not.toHaveBeenCalled()
    for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 })
    expect(preloads.get('WalletSend')).toHaveBeenCalledTimes(1)
  })

  it('cancels when the view changes or the modal unmounts before the browser was idle', () => {
    vi.useFakeTimers()
    const { registry, preloads } = createRegistry(['Account', 'Networks', 'WalletSend'])
    const { rerender, unmount } = renderHook(
      ({ view }: { view: RouterView }) => usePrefetchViews(view, { registry, prefetches }),
      { initialProps: { view: 'Connect' } },
    )
    rerender({ view: 'Account' })
    unmount()
    vi.advanceTimersByTime(VIEW_PREFETCH_FALLBACK_DELAY_MS * 10)
    for (const preload of preloads.values()) expect(preload).not.toHaveBeenCalled()
  })

  it('skips the views it is told to skip', () => {
    vi.useFakeTimers()
    const { registry, preloads } = createRegistry(['Account', 'Networks'])
    renderHook(() => usePrefetchViews('Connect', { skip: new Set(['Account']), registry, prefetches }))
    vi.advanceTimersByTime(VIEW_PREFETCH_FALLBACK_DELAY_MS)
    expect(preloads.get('Account')).not.toHaveBeenCalled()
    expect(preloads.get('Networks')).toHaveBeenCalledTimes(1)
  })

  it('preloads nothing under Save-Data', () => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
    const { registry, preloads } = createRegistry(['Account', 'Networks'])
    renderHook(() => usePrefetchViews('Connect', { registry, prefetches }))
    vi.advanceTimersByTime(VIEW_PREFETCH_FALLBACK_DELAY_MS * 10)
    expect(preloads.get('Account')).not.toHaveBeenCalled()
  })

  it('drops a chunk that fails to load without an unhandled rejection', async () => {
    vi.useFakeTimers()
    const { registry, preloads } = createRegistry(['Account', 'Networks'], async () => {
      throw new Error('chunk failed')
    })
    renderHook(() => usePrefetchViews('Connect', { registry, prefetches }))
    await vi.advanceTimersByTimeAsync(VIEW_PREFETCH_FALLBACK_DELAY_MS)
    expect(preloads.get('Account')).toHaveBeenCalledTimes(1)
  })
})

it('every view the modal prefetches is a lazy view of the registry', () => {
  const targets = Object.values(viewPrefetches).flatMap((views) => views ?? [])
  expect(targets.filter((view) => viewRegistry[view]?.preload === undefined)).toEqual([])
})
