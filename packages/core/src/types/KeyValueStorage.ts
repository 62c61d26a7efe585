/** The storage the core writes to: synchronous, string values, never throws (see createBrowserStorage). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
