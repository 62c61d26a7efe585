import type { Core } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { createStoryCore } from '../stories/createStoryCore.ts'
import { useViewsNotShown } from './useViewsNotShown.ts'
import { RECEIVE_VIEWS, SEND_VIEWS, SIGN_IN_VIEWS } from './viewRegistry.ts'

const cores: Core[] = []
afterEach(() => {
  for (const core of cores.splice(0)) core.destroy()
})

/** A core whose EVM adapter (the active namespace) sends unless `send: false` is passed. */
function evmCore({
  send = true,
  ...overrides
}: Parameters<typeof createStoryCore>[0] & { send?: boolean } = {}): Core {
  const { adapter } = createMockAdapter({ capabilities: { send } })
  const core = createStoryCore({ adapters: [adapter], ...overrides })
  cores.push(core)
  return core
}

const sorted = (views: Iterable<string>) => [...views].sort()

it.each([
  ['the defaults', evmCore, [...SIGN_IN_VIEWS]],
  ['sign-in configured', () => evmCore({ siwx: {} as never }), []],
  [
    'send and receive turned off',
    () => evmCore({ features: { send: false, receive: false, analytics: false } }),
    [...SIGN_IN_VIEWS, ...SEND_VIEWS, ...RECEIVE_VIEWS],
  ],
  ['an adapter that cannot send', () => evmCore({ send: false }), [...SIGN_IN_VIEWS, ...SEND_VIEWS]],
])('with %s, the views the modal cannot show', (_, makeCore, expected) => {
  const core = makeCore()
  const { result } = renderHook(() => useViewsNotShown(core))
  expect(sorted(result.current)).toEqual(sorted(expected))
})

it('keeps one set across renders and gives a new one when a feature changes at run time', async () => {
  const core = evmCore()
  const { result, rerender } = renderHook(() => useViewsNotShown(core))
  const first = result.current
  rerender()
  expect(result.current).toBe(first)
  // The state notifies its subscribers in a microtask.
  await act(async () => core.options.updateFeatures({ send: false }))
  expect(sorted(result.current)).toEqual(sorted([...SIGN_IN_VIEWS, ...SEND_VIEWS]))
  await act(async () => core.options.updateFeatures({ send: true }))
  expect(sorted(result.current)).toEqual(sorted(SIGN_IN_VIEWS))
})
