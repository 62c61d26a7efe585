import type { Core } from '@org/appkit-core'
import { render } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { usePrefetchWallets } from './usePrefetchWallets.ts'

function Probe({ core, deferred }: { core: Core; deferred?: boolean }) {
  usePrefetchWallets(core, { deferred })
  return null
}

function spiedCore() {
  const core = createStoryCore()
  const featured = vi.spyOn(core.api, 'fetchFeatured')
  const recommended = vi.spyOn(core.api, 'fetchRecommended')
  return { core, featured, recommended }
}

it('asks for the featured and recommended wallets as the view mounts', () => {
  const { core, featured, recommended } = spiedCore()
  render(<Probe core={core} />)
  expect(featured).toHaveBeenCalledTimes(1)
  expect(recommended).toHaveBeenCalledTimes(1)
})

it('deferred: asks in a task after the render, not in it', async () => {
  const { core, featured, recommended } = spiedCore()
  render(<Probe core={core} deferred />)
  expect(featured).not.toHaveBeenCalled()
  expect(recommended).not.toHaveBeenCalled()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(featured).toHaveBeenCalledTimes(1)
  expect(recommended).toHaveBeenCalledTimes(1)
})

it('deferred: a view gone before its task asks for nothing', async () => {
  const { core, featured } = spiedCore()
  const { unmount } = render(<Probe core={core} deferred />)
  unmount()
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(featured).not.toHaveBeenCalled()
})
