import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../test/createTestAppKit.ts'

// Type-checked by `tsc` through jsx.d.ts: an unknown attribute or a wrong type on these tags fails the typecheck.
describe('appkit-* elements in JSX', () => {
  it('accept the reference attributes, which React hands to the elements as properties', () => {
    createTestAppKit()
    const { container } = render(
      <>
        <appkit-button size="sm" label="Go" loadingLabel="Wait" balance="hide" charsStart={6} charsEnd={4} />
        <appkit-connect-button namespace="eip155" />
        <appkit-account-button disabled />
        <appkit-network-button label="Pick" />
      </>,
    )
    const button = container.querySelector('appkit-button') as HTMLElement
    expect(button.getAttribute('loadinglabel')).toBe('Wait')
    expect(button.getAttribute('charsstart')).toBe('6')
    expect(button.getAttribute('balance')).toBe('hide')
    expect(container.querySelector('appkit-account-button')?.hasAttribute('disabled')).toBe(true)
    expect(container.querySelector('appkit-network-button')?.getAttribute('label')).toBe('Pick')
  })
})
