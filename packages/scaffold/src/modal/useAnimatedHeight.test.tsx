import { render } from '@testing-library/react'
import { useRef } from 'react'
import { expect, it } from 'vitest'
import { useAnimatedHeight } from './useAnimatedHeight.ts'

function Body() {
  const outer = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  useAnimatedHeight(outer, inner)
  return (
    <div ref={outer} data-testid="outer">
      <div
        ref={(element) => {
          inner.current = element
          // happy-dom lays nothing out: the inner box is given its height here.
          if (element) element.getBoundingClientRect = () => ({ height: 211.4 }) as DOMRect
        }}
      >
        view
      </div>
    </div>
  )
}

it('sets the body`s own height to its content`s, rounded up, and no custom property its content inherits', () => {
  const { getByTestId } = render(<Body />)
  const outer = getByTestId('outer')
  expect(outer.style.height).toBe('212px')
  // An inherited custom property would restyle the whole view on every change.
  expect(outer.getAttribute('style')).not.toContain('--')
})
