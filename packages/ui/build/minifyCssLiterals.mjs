#!/usr/bin/env node
// Minifies the CSS of the `/* css */` template literals in compiled JavaScript: the ui's and the scaffold's styles
// are written readable, and a page should not download their indentation and comments. Run after `tsc`:
// `node ../ui/build/minifyCssLiterals.mjs dist` rewrites every .js file under dist in place.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const MARKER = '/* css */ `'

/**
 * Minifies one piece of CSS text: drops comments, collapses whitespace, removes it around `{`, `}`, `;` and `,`
 * and after `:` (a selector's pseudo-class never has a space after its colon), and drops the `;` before a `}`.
 * Quoted strings stay as written. `edges` says whether the text starts and ends the stylesheet (whitespace there
 * is dropped) or meets an interpolation (kept as one space).
 *
 * @param {string} css
 * @param {{ start?: boolean, end?: boolean }} [edges]
 * @returns {string}
 */
export function minifyCss(css, { start = true, end = true } = {}) {
  let out = ''
  let plain = ''
  let index = 0
  const flush = () => {
    out += plain
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
    plain = ''
  }
  while (index < css.length) {
    const char = css[index]
    if (char === '"' || char === "'") {
      const close = quotedEnd(css, index)
      flush()
      out += css.slice(index, close)
      index = close
    } else if (char === '/' && css[index + 1] === '*') {
      const close = css.indexOf('*/', index + 2)
      index = close === -1 ? css.length : close + 2
      plain += ' '
    } else {
      plain += char
      index += 1
    }
  }
  flush()
  if (start) out = out.replace(/^ /, '')
  if (end) out = out.replace(/ $/, '')
  return out
}

/** The index just past the quoted string (or template literal) that opens at `start`. */
function quotedEnd(text, start) {
  let index = start + 1
  while (index < text.length && text[index] !== text[start]) index += text[index] === '\\' ? 2 : 1
  return index + 1
}

/**
 * Minifies the CSS of every `/* css *\/` template literal in `source` (compiled JavaScript); interpolations
 * (`${...}`) stay as written.
 *
 * @param {string} source
 * @returns {string}
 */
export function minifyCssLiterals(source) {
  let out = ''
  let from = 0
  for (;;) {
    const at = source.indexOf(MARKER, from)
    if (at === -1) return out + source.slice(from)
    let index = at + MARKER.length
    out += source.slice(from, index)
    let text = ''
    let first = true
    for (;;) {
      const char = source[index]
      if (char === undefined) throw new Error('an unterminated css template literal')
      if (char === '\\') {
        text += source.slice(index, index + 2)
        index += 2
      } else if (char === '`') {
        out += `${minifyCss(text, { start: first, end: true })}\``
        index += 1
        break
      } else if (char === '$' && source[index + 1] === '{') {
        out += minifyCss(text, { start: first, end: false })
        first = false
        text = ''
        const close = closingBrace(source, index + 2)
        out += source.slice(index, close + 1)
        index = close + 1
      } else {
        text += char
        index += 1
      }
    }
    from = index
  }
}

/** The index of the `}` closing the interpolation whose body starts at `start` (nested braces and strings skipped). */
function closingBrace(source, start) {
  let depth = 1
  let index = start
  while (index < source.length) {
    const char = source[index]
    if (char === '"' || char === "'" || char === '`') {
      index = quotedEnd(source, index)
      continue
    }
    if (char === '{') depth += 1
    if (char === '}') {
      depth -= 1
      if (depth === 0) return index
    }
    index += 1
  }
  throw new Error('an unterminated interpolation in a css template literal')
}

function* javaScriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* javaScriptFiles(path)
    else if (entry.name.endsWith('.js')) yield path
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage: minifyCssLiterals.mjs <dist folder>')
  for (const file of javaScriptFiles(dir)) {
    const source = readFileSync(file, 'utf8')
    if (!source.includes(MARKER)) continue
    const minified = minifyCssLiterals(source)
    if (minified !== source) writeFileSync(file, minified)
  }
}
