/** What scanning a JSON text found: the raw text of one top-level member's value, and how deep the text nests. */
export interface TopLevelMemberScan {
  /** The member's value exactly as written (the last one if the key repeats, as JSON.parse keeps the last). */
  raw: string | undefined
  /** The deepest object/array nesting seen, counting the top-level object as 1; scanning stops past maxDepth. */
  depth: number
}

const whitespace = new Set([' ', '\t', '\n', '\r'])

/** The index just past the string literal whose opening quote is at `start`. */
function skipString(text: string, start: number): number {
  let index = start + 1
  for (;;) {
    const quote = text.indexOf('"', index)
    if (quote < 0) return text.length
    let backslashes = 0
    while (text[quote - 1 - backslashes] === '\\') backslashes += 1
    if (backslashes % 2 === 0) return quote + 1
    index = quote + 1
  }
}

/**
 * Reads the raw JSON text of a top-level member of `text`, a JSON object that JSON.parse has already accepted:
 * the native parser is fast but rounds integers beyond 2^53, so the caller parses with it and takes the exact
 * digits of the one number that needs them (a JSON-RPC id) from here. Strings are skipped with indexOf, so a
 * large message costs little.
 *
 * @example readTopLevelMember('{"id":1795437027565609473,"jsonrpc":"2.0"}', 'id', 16).raw // '1795437027565609473'
 */
export function readTopLevelMember(text: string, key: string, maxDepth: number): TopLevelMemberScan {
  let raw: string | undefined
  let depth = 0
  let maxSeen = 0
  let expectingKey = false
  let currentKey: string | undefined
  let index = 0
  while (index < text.length) {
    const char = text[index] as string
    if (char === '"') {
      const end = skipString(text, index)
      if (depth === 1 && expectingKey) {
        currentKey = JSON.parse(text.slice(index, end)) as string
        expectingKey = false
      } else if (depth === 1 && currentKey === key) raw = text.slice(index, end)
      index = end
      continue
    }
    if (char === '{' || char === '[') {
      if (depth === 1 && currentKey === key) raw = undefined // an object or array id: not a usable id
      depth += 1
      if (depth > maxSeen) maxSeen = depth
      if (maxSeen > maxDepth) return { raw, depth: maxSeen }
      expectingKey = char === '{' && depth === 1
    } else if (char === '}' || char === ']') depth -= 1
    else if (char === ',' && depth === 1) {
      expectingKey = true
      currentKey = undefined
    } else if (depth === 1 && currentKey === key && !whitespace.has(char) && char !== ':') {
      // A number or a literal: it runs to the next delimiter.
      let end = index
      while (
        end < text.length &&
        !whitespace.has(text[end] as string) &&
        !',}]'.includes(text[end] as string)
      )
        end += 1
      raw = text.slice(index, end)
      index = end
      continue
    }
    index += 1
  }
  return { raw, depth: maxSeen }
}
