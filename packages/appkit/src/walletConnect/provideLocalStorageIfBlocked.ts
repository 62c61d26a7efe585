/** A Web Storage kept in memory whose items are its own enumerable properties, as a real `localStorage`'s are. */
class MemoryWebStorage {
  get length(): number {
    return Object.keys(this).length
  }
  key(index: number): string | null {
    return Object.keys(this)[index] ?? null
  }
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? String((this as Record<string, unknown>)[key]) : null
  }
  setItem(key: string, value: string): void {
    ;(this as Record<string, unknown>)[key] = String(value)
  }
  removeItem(key: string): void {
    delete (this as Record<string, unknown>)[key]
  }
  clear(): void {
    for (const key of Object.keys(this)) delete (this as Record<string, unknown>)[key]
  }
}

/**
 * Where reading `localStorage` throws (a sandboxed frame, blocked site data), gives the page an in-memory one, so
 * the WalletConnect SDK, whose storage module reads `localStorage` as it loads and fails to load otherwise, still
 * runs (its session then lasts as long as the page). Does nothing where `localStorage` can be read, missing or not.
 * Returns whether it provided one.
 *
 * @example provideLocalStorageIfBlocked() // before `import('@walletconnect/universal-provider')`
 */
export function provideLocalStorageIfBlocked(target: object = globalThis): boolean {
  try {
    void (target as { localStorage?: unknown }).localStorage
    return false
  } catch {
    // Nothing can be done where the property cannot be redefined; the SDK then fails to load, as an error.
    if (Object.getOwnPropertyDescriptor(target, 'localStorage')?.configurable === false) return false
    Object.defineProperty(target, 'localStorage', {
      configurable: true,
      enumerable: true,
      value: new MemoryWebStorage(),
    })
    return true
  }
}
