import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Skeleton } from './Skeleton.tsx'

it('is decorative and carries its shape for the stylesheet', () => {
  const { container } = render(<Skeleton shape="circle" size="lg" />)
  const skeleton = container.firstElementChild as HTMLElement
  expect(skeleton.getAttribute('aria-hidden')).toBe('true')
  expect(skeleton.dataset.shape).toBe('circle')
  expect(skeleton.dataset.size).toBe('lg')
})

it('only gives lines a width', () => {
  const { container } = render(
    <>
      <Skeleton width="half" />
      <Skeleton shape="row" width="half" />
    </>,
  )
  const [line, row] = Array.from(container.children) as HTMLElement[]
  expect(line?.dataset.width).toBe('half')
  expect(row?.dataset.width).toBeUndefined()
})
