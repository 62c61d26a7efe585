import { expect, it } from 'vitest'
import { getButtonControlStyles } from './getButtonControlStyles.ts'
import { getControlStyles } from './getControlStyles.ts'
import { getImageControlStyles } from './getImageControlStyles.ts'
import { getUiStyles } from './getUiStyles.ts'

it('holds what the button, its spinner and the network and address images need, and not the rest', () => {
  const css = getControlStyles()
  for (const selector of [
    '.apkt-root',
    '.apkt-button',
    '.apkt-spinner',
    '.apkt-image-fallback',
    '.apkt-network-image',
    '.apkt-address-avatar',
  ]) {
    expect(css, selector).toContain(selector)
  }
  for (const selector of ['.apkt-wallet-grid', '.apkt-toast', '.apkt-otp-input', '.apkt-tabs']) {
    expect(css, selector).not.toContain(selector)
  }
  expect(css.length).toBeLessThan(getUiStyles().length / 3)
})

it('keeps the order getUiStyles gives the same rules (shared frames before the components refining them)', () => {
  const all = getUiStyles()
  const positions = ['.apkt-spinner', '.apkt-button', '.apkt-image-fallback', '.apkt-network-image'].map(
    (selector) => [all.indexOf(selector), getControlStyles().indexOf(selector)] as const,
  )
  for (let index = 1; index < positions.length; index += 1) {
    const [allBefore, controlsBefore] = positions[index - 1] ?? [0, 0]
    const [allAfter, controlsAfter] = positions[index] ?? [0, 0]
    expect(Math.sign(allAfter - allBefore)).toBe(Math.sign(controlsAfter - controlsBefore))
  }
})

it('is the button half and then the image half: a host showing only a button adopts the first', () => {
  expect(getControlStyles()).toBe([getButtonControlStyles(), getImageControlStyles()].join('\n'))
  expect(getButtonControlStyles()).toContain('.apkt-button')
  expect(getButtonControlStyles()).not.toContain('.apkt-network-image')
  expect(getImageControlStyles()).toContain('.apkt-address-avatar')
})
