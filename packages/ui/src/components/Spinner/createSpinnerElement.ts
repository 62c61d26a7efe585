import { cx } from '../../utils/cx.ts'
import type { SpinnerProps } from './Spinner.tsx'

const SVG = 'http://www.w3.org/2000/svg'

function circle(document: Document, className: string): SVGCircleElement {
  const element = document.createElementNS(SVG, 'circle')
  element.setAttribute('class', className)
  for (const [name, value] of [
    ['cx', '12'],
    ['cy', '12'],
    ['r', '9.5'],
    ['fill', 'none'],
    ['stroke-width', '3'],
  ]) {
    element.setAttribute(name as string, value as string)
  }
  return element
}

/**
 * The DOM that `Spinner` renders, built without React (for a control painted before React renders it): the
 * decorative spinner, or a progressbar when it has a `label`.
 *
 * @example button.prepend(createSpinnerElement(document, { size: 'sm', color: 'inherit' }))
 */
export function createSpinnerElement(
  document: Document,
  { size = 'md', label, color = 'accent', className }: SpinnerProps,
): HTMLSpanElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('class', 'apkt-spinner-svg')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  svg.append(circle(document, 'apkt-spinner-track'), circle(document, 'apkt-spinner-arc'))
  const spinner = document.createElement('span')
  spinner.className = cx('apkt-spinner', className)
  spinner.setAttribute('data-size', size)
  spinner.setAttribute('data-color', color)
  if (label) {
    spinner.setAttribute('role', 'progressbar')
    spinner.setAttribute('aria-label', label)
  } else {
    spinner.setAttribute('aria-hidden', 'true')
  }
  spinner.append(svg)
  return spinner
}
