import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { UnsupportedOptionError } from './UnsupportedOptionError.ts'

it('an option asking for what is not built is a typed BaseError naming the option, its value and what to do', () => {
  const error = new UnsupportedOptionError({
    option: 'features.swaps',
    value: true,
    hint: 'Remove it, or set it to `false`.',
  })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('UnsupportedOptionError')
  expect(error.shortMessage).toBe('Option `features.swaps` is not supported')
  expect(error.option).toBe('features.swaps')
  expect(error.value).toBe(true)
  expect(error.metaMessages).toEqual(['Value: true', 'Remove it, or set it to `false`.'])
  expect(error.docsPath).toBe('docs/appkit-options.md')
  expect(error.message).toContain('Docs: https://github.com/org/appkit/blob/main/docs/appkit-options.md')
})

it('describes strings quoted, arrays as JSON and functions without their source', () => {
  const meta = (value: unknown) =>
    new UnsupportedOptionError({ option: 'x', value, hint: '' }).metaMessages[0]
  expect(meta('eoaOnly')).toBe("Value: 'eoaOnly'")
  expect(meta(['google', 'x'])).toBe('Value: ["google","x"]')
  expect(meta(() => 1)).toBe('Value: a function')
  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  expect(meta(cyclic)).toBe('Value: an object')
})
