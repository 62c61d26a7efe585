import { expect, it } from 'vitest'
import { getConstructedSheet } from './getConstructedSheet.ts'

const text = (sheet: CSSStyleSheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n')

it('parses each CSS text once per document and hands the same sheet out again', () => {
  const first = getConstructedSheet(window, '.a { color: red; }')
  expect(text(first)).toContain('.a')
  expect(getConstructedSheet(window, '.a { color: red; }')).toBe(first)
  expect(getConstructedSheet(window, '.b { color: blue; }')).not.toBe(first)
})

it('keeps a bounded number of texts per document, dropping the oldest', () => {
  const oldest = getConstructedSheet(window, '.oldest { color: red; }')
  for (let index = 0; index < 64; index += 1) getConstructedSheet(window, `.n${index} { order: ${index}; }`)
  const again = getConstructedSheet(window, '.oldest { color: red; }')
  expect(again).not.toBe(oldest)
  expect(text(again)).toContain('.oldest')
})
