import { act, render } from '@testing-library/react'
import { proxy } from 'valtio/vanilla'
import { expect, it } from 'vitest'
import { useStateValue } from './useStateValue.ts'

const state = proxy({ open: false, loading: false })
const renders: boolean[] = []

function Reader() {
  const open = useStateValue(state, (current) => current.open)
  renders.push(open)
  return <p>{open ? 'open' : 'closed'}</p>
}

it('re-renders when the selected value changes, and not for the rest of the state', async () => {
  const page = render(<Reader />)
  expect(page.getByText('closed')).toBeTruthy()
  await act(async () => {
    state.loading = true
  })
  expect(renders).toEqual([false])
  await act(async () => {
    state.open = true
  })
  expect(page.getByText('open')).toBeTruthy()
  expect(renders).toEqual([false, true])
})
