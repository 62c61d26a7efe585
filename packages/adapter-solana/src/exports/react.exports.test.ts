import { expect, it } from 'vitest'
import * as entry from './react.ts'

// The public surface of this entry point: a change here is a change to the package's API.
it('exports', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})
