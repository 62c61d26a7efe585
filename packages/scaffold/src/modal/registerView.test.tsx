import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { expect, it, vi } from 'vitest'
import { eagerView, lazyView } from './registerView.tsx'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'
import { ViewStylesContext } from './ViewStylesContext.tsx'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function Hello() {
  return <p>Hello view</p>
}

it('shows the fallback until a lazy view loads, then the view, adopting its styles', async () => {
  const load = deferred<{ View: typeof Hello; styles: string }>()
  const entry = lazyView(() => load.promise)
  const adopt = vi.fn()
  render(
    <ViewStylesContext.Provider value={adopt}>
      <Suspense fallback={<p>Loading view</p>}>
        <entry.Component />
      </Suspense>
    </ViewStylesContext.Provider>,
  )
  expect(screen.getByText('Loading view')).toBeTruthy()
  await act(async () => load.resolve({ View: Hello, styles: '.hello { color: red; }' }))
  expect(screen.getByText('Hello view')).toBeTruthy()
  expect(adopt).toHaveBeenCalledWith('.hello { color: red; }')
})

it('loads a lazy view anew on Try again after its chunk failed', async () => {
  let attempts = 0
  const entry = lazyView(async () => {
    attempts += 1
    if (attempts === 1) throw new Error('chunk failed')
    return { View: Hello, styles: '' }
  })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <ViewErrorBoundary>
      <Suspense fallback={<p>Loading view</p>}>
        <entry.Component />
      </Suspense>
    </ViewErrorBoundary>,
  )
  const tryAgain = await screen.findByRole('button', { name: 'Try again' })
  // A broken chunk is not fetched again by itself.
  expect(attempts).toBe(1)
  await userEvent.click(tryAgain)
  expect(await screen.findByText('Hello view')).toBeTruthy()
  expect(attempts).toBe(2)
})

it('renders a preloaded lazy view at once, without the fallback, from the same single import', async () => {
  const load = vi.fn(async () => ({ View: Hello, styles: '.hello {}' }))
  const entry = lazyView(load)
  await Promise.all([entry.preload?.(), entry.preload?.()])
  render(
    <Suspense fallback={<p>Loading view</p>}>
      <entry.Component />
    </Suspense>,
  )
  expect(screen.queryByText('Loading view')).toBeNull()
  expect(screen.getByText('Hello view')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(1)
})

it('loads a lazy view again when shown after its preload failed', async () => {
  const load = vi
    .fn<() => Promise<{ View: typeof Hello; styles: string }>>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue({ View: Hello, styles: '' })
  const entry = lazyView(load)
  await expect(entry.preload?.()).rejects.toThrow('chunk failed')
  render(
    <Suspense fallback={<p>Loading view</p>}>
      <entry.Component />
    </Suspense>,
  )
  expect(await screen.findByText('Hello view')).toBeTruthy()
  expect(load).toHaveBeenCalledTimes(2)
})

it('keeps an eager view`s styles on the entry, for the shell to adopt up front', () => {
  const entry = eagerView(Hello, '.hello {}', () => 'Hello title')
  expect(entry.styles).toBe('.hello {}')
  expect(entry.title?.({} as never, undefined)).toBe('Hello title')
})
