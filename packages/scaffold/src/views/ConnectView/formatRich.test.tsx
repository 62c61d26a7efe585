import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, it } from 'vitest'
import { formatRich } from './formatRich.tsx'

/** The rendered parts of `parts` inside a paragraph: text as text, elements as `<tag>text</tag>`. */
function renderParts(parts: ReactNode[]): string {
  const { container } = render(<p>{parts}</p>)
  const paragraph = container.querySelector('p') as HTMLParagraphElement
  return Array.from(paragraph.childNodes)
    .map((node) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}>${node.textContent}</${node.tagName.toLowerCase()}>`
        : node.textContent,
    )
    .join('')
}

const terms = <a href="https://dapp.example/terms">Terms</a>
const privacy = <a href="https://dapp.example/privacy">Privacy</a>

it('puts each element where its placeholder stands, in the sentence’s own word order', () => {
  expect(renderParts(formatRich('I agree to the {terms} and the {privacy}', { terms, privacy }))).toBe(
    'I agree to the <a>Terms</a> and the <a>Privacy</a>',
  )
  expect(renderParts(formatRich('Ich stimme der {privacy} und den {terms} zu', { terms, privacy }))).toBe(
    'Ich stimme der <a>Privacy</a> und den <a>Terms</a> zu',
  )
})

it('keeps the element itself, with its attributes', () => {
  const { container } = render(<p>{formatRich('Read the {terms}.', { terms })}</p>)
  expect(container.querySelector('a')?.getAttribute('href')).toBe('https://dapp.example/terms')
})

it('replaces placeholders at either end and side by side', () => {
  expect(renderParts(formatRich('{terms}{privacy}', { terms, privacy }))).toBe('<a>Terms</a><a>Privacy</a>')
  expect(renderParts(formatRich('{terms} apply', { terms }))).toBe('<a>Terms</a> apply')
})

it('replaces text values and a placeholder used twice', () => {
  expect(renderParts(formatRich('{name} and {name} again', { name: 'Alice' }))).toBe('Alice and Alice again')
})

it('leaves a placeholder without a value, and braces that are no placeholder, as written', () => {
  expect(renderParts(formatRich('Agree to {terms} and {privacy}', { terms }))).toBe(
    'Agree to <a>Terms</a> and {privacy}',
  )
  expect(renderParts(formatRich('Keep {two words} and {}', { terms }))).toBe('Keep {two words} and {}')
})

it('returns a message without placeholders as one text part', () => {
  const parts = formatRich('By connecting you agree.', { terms })
  expect(parts).toHaveLength(1)
  expect(renderParts(parts)).toBe('By connecting you agree.')
})
