// biome-ignore lint/suspicious/noExplicitAny: any parameter list; each method keeps its own signature in Pick<T, K>
type AsyncMethod = (...args: any[]) => Promise<unknown>

/**
 * Stand-ins for the async methods `names` of an object whose code is loaded on first call: each awaits `load()`
 * and then calls the real method, so its result or its typed error is the real one's.
 *
 * @example const api = createLazyMethods(() => loader.get(), ['getBalance', 'fetchIdentity'] as const)
 */
export function createLazyMethods<T extends { [P in K]: AsyncMethod }, K extends keyof T>(
  load: () => Promise<T>,
  names: readonly K[],
): Pick<T, K> {
  const methods: Partial<Pick<T, K>> = {}
  for (const name of names) {
    const method: AsyncMethod = async (...args) => (await load())[name](...args)
    methods[name] = method as T[K]
  }
  return methods as Pick<T, K>
}
