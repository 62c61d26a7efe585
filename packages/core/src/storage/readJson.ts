import type { KeyValueStorage } from '../types/KeyValueStorage.ts'

/**
 * Reads a JSON value from storage, returning `fallback` when the key is missing, the text is not valid JSON (a
 * corrupt or hand-edited entry) or `isValid` rejects the parsed value.
 *
 * @example readJson(storage, key, [], Array.isArray)
 */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  fallback: T,
  isValid?: (value: unknown) => value is T,
): T {
  const text = storage.getItem(key)
  if (text === null) return fallback
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fallback
  }
  if (isValid && !isValid(value)) return fallback
  return value as T
}
