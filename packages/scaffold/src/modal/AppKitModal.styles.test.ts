import {
  HEADER_TEXT_MS,
  MODAL_HEIGHT_MS,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '@org/appkit-core/internal'
import { expect, it } from 'vitest'
import { modalStyles } from './AppKitModal.styles.ts'

function rule(selector: string, css = modalStyles): string {
  const start = css.indexOf(`${selector} {`)
  if (start === -1) throw new Error(`no rule for ${selector}`)
  return css.slice(start, css.indexOf('}', start) + 1)
}

it('animates with the spec §9 timings and is the spec §2 width', () => {
  expect(rule('.apkt-modal-card')).toContain(`width: ${MODAL_WIDTH_PX}px;`)
  expect(rule('.apkt-modal-view')).toContain(`${VIEW_TRANSITION_MS}ms`)
  expect(rule('.apkt-modal-body')).toContain(`transition: height ${MODAL_HEIGHT_MS}ms`)
  expect(rule('.apkt-modal-title-text')).toContain(`${HEADER_TEXT_MS}ms`)
  expect(rule('.apkt-modal-card[data-shake]')).toContain(`${SHAKE_MS}ms`)
})

it('hides a kept dialog waiting closed and holds its entrance and loading animations until it shows', () => {
  expect(rule('.apkt-modal-overlay[data-standby]')).toContain('visibility: hidden;')
  const held = modalStyles.slice(modalStyles.indexOf('.apkt-modal-overlay[data-standby],'))
  const selectors = held.slice(0, held.indexOf('{'))
  for (const animated of ['.apkt-modal-card', '.apkt-skeleton', '.apkt-spinner-svg']) {
    expect(selectors).toContain(`.apkt-modal-overlay[data-standby] ${animated}`)
  }
  // The view and its title play theirs unseen while it waits, so the open starts no animation for them.
  for (const entering of ['.apkt-modal-title-text', '.apkt-modal-view']) {
    expect(selectors).not.toContain(entering)
  }
  expect(held.slice(held.indexOf('{'), held.indexOf('}'))).toContain('animation: none;')
})

it('turns every animation and transition off under prefers-reduced-motion', () => {
  const reduced = modalStyles.slice(modalStyles.indexOf('@media (prefers-reduced-motion: reduce)'))
  for (const selector of [
    '.apkt-modal-overlay',
    '.apkt-modal-card',
    '.apkt-modal-card[data-shake]',
    '.apkt-modal-title-text',
    '.apkt-modal-view',
    '.apkt-modal-body',
  ]) {
    expect(reduced).toContain(selector)
  }
  expect(reduced).toContain('animation: none;')
  expect(reduced).toContain('transition: none;')
})
