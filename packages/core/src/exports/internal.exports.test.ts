import { expect, it } from 'vitest'
import * as main from './index.ts'
import * as entry from './internal.ts'

// What the @org/appkit* packages share among themselves: a change here is not a change to the public API, but it
// is one to every package that imports it.
it('exports', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})

it('shares no name with the main entry (a name is public or internal, never both)', () => {
  expect(Object.keys(entry).filter((name) => name in main)).toEqual([])
})
