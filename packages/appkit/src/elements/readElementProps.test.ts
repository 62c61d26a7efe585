import { describe, expect, it } from 'vitest'
import { readElementProps } from './readElementProps.ts'

function element(attributes: Record<string, string>) {
  return { getAttribute: (name: string) => attributes[name] ?? null }
}

describe('readElementProps', () => {
  it('reads every attribute, lower-cased as HTML stores them', () => {
    expect(
      readElementProps(
        element({
          size: 'sm',
          label: 'Go',
          loadinglabel: 'Wait',
          disabled: '',
          balance: 'hide',
          charsstart: '6',
          charsend: '2',
          namespace: 'solana',
        }),
      ),
    ).toEqual({
      size: 'sm',
      label: 'Go',
      loadingLabel: 'Wait',
      disabled: true,
      balance: 'hide',
      charsStart: 6,
      charsEnd: 2,
      namespace: 'solana',
    })
  })

  it('leaves out invalid values so the defaults apply, and reads disabled="false" as false', () => {
    expect(
      readElementProps(
        element({
          size: 'xl',
          balance: 'maybe',
          charsstart: '-1',
          charsend: 'x',
          namespace: 'cosmos',
          disabled: 'false',
        }),
      ),
    ).toEqual({ disabled: false })
    expect(readElementProps(element({}))).toEqual({})
  })
})
