import type { KeyValueStorage } from '../types/KeyValueStorage.ts'

/** Stores `value` as JSON; returns false (and stores nothing) when it cannot be serialised, e.g. a bigint. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): boolean {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    return false
  }
  if (text === undefined) return false
  storage.setItem(key, text)
  return true
}
