import { describe, expect, it } from 'vitest'
import { minifyCss, minifyCssLiterals } from './minifyCssLiterals.mjs'

// The build minifies the `/* css */` literals of the compiled ui and scaffold (build/minifyCssLiterals.mjs).

describe('minifyCss', () => {
  it('drops comments and indentation, and the spaces around braces, semicolons and commas', () => {
    const css = `
/* the button */
.apkt-button {
  display: inline-flex;
  transition:
    color var(--d) var(--e),
    transform var(--d) var(--e);
}
@media (prefers-color-scheme: dark) {
  .apkt-button:hover { color: rgba(0, 0, 0, 0.3); }
}
`
    expect(minifyCss(css)).toBe(
      '.apkt-button{display:inline-flex;transition:color var(--d) var(--e),transform var(--d) var(--e)}' +
        '@media (prefers-color-scheme:dark){.apkt-button:hover{color:rgba(0,0,0,0.3)}}',
    )
  })

  it('keeps descendant combinators and the spaces a selector or value needs', () => {
    expect(minifyCss('.a  .b :hover ,\n.c > .d { margin: 0  auto; }')).toBe(
      '.a .b :hover,.c > .d{margin:0 auto}',
    )
  })

  it('keeps quoted strings as written', () => {
    expect(minifyCss(".a::before { content: ' , { ;  } /* x */ '; }")).toBe(
      ".a::before{content:' , { ;  } /* x */ '}",
    )
  })

  it('keeps one space where the text meets an interpolation', () => {
    expect(minifyCss('  color  ', { start: false, end: false })).toBe(' color ')
  })
})

/** `code` as a template literal's interpolation, in JavaScript source text. */
const interpolation = (code: string) => ['$', '{', code, '}'].join('')

describe('minifyCssLiterals', () => {
  it('minifies only the marked literals, and keeps their interpolations', () => {
    const size = interpolation('size * 2')
    const color = interpolation('theme === "dark" ? `#fff` : `#000`')
    const source = [
      'const other = `  keep   this  `',
      'export const styles = /* css */ `',
      '.a {',
      `  width: ${size}px;`,
      `  color: ${color} ;`,
      '}',
      '`',
    ].join('\n')
    expect(minifyCssLiterals(source)).toBe(
      [
        'const other = `  keep   this  `',
        `export const styles = /* css */ \`.a{width:${size}px;color:${color}}\``,
      ].join('\n'),
    )
  })
})
