import { createMemoryStorage, type KeyValueStorage } from '@org/appkit-core'

/** A memory storage that records the keys read from it, in order (`reads`). */
export function createRecordingStorage(): KeyValueStorage & { reads: string[] } {
  const storage = createMemoryStorage()
  const reads: string[] = []
  return {
    reads,
    getItem: (key) => {
      reads.push(key)
      return storage.getItem(key)
    },
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  }
}
