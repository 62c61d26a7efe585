import { afterEach, expect, it, vi } from 'vitest'
import { primeShownStyles } from './primeShownStyles.ts'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

/** Records the element's own visibility (inline and computed) at each forced style read. */
function watchStyleReads(element: HTMLElement) {
  const reads: string[] = []
  const read = window.getComputedStyle.bind(window)
  vi.spyOn(window, 'getComputedStyle').mockImplementation((target, pseudo) => {
    const style = read(target, pseudo)
    if (target === element) reads.push(`${element.style.visibility}/${style.visibility}`)
    return style
  })
  return reads
}

it('computes the styles once as shown and leaves the element hidden again, no inline style left', () => {
  const element = document.createElement('div')
  element.innerHTML = '<style>div[data-standby] { visibility: hidden; }</style><p>Connect Wallet</p>'
  element.setAttribute('data-standby', '')
  document.body.append(element)
  const reads = watchStyleReads(element)
  primeShownStyles(element)
  expect(reads).toEqual(['visible/visible'])
  expect(element.getAttribute('style')).toBeNull()
})

it('puts back an inline visibility the element had, with its priority', () => {
  const element = document.createElement('div')
  element.style.setProperty('visibility', 'hidden', 'important')
  document.body.append(element)
  const reads = watchStyleReads(element)
  primeShownStyles(element)
  expect(reads).toEqual(['visible/visible'])
  expect(element.style.getPropertyValue('visibility')).toBe('hidden')
  expect(element.style.getPropertyPriority('visibility')).toBe('important')
})
