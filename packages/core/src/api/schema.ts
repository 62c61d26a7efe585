import { InvalidApiResponseError } from './InvalidApiResponseError.ts'

/**
 * A response validator: returns the value when it has the expected shape, otherwise throws
 * `InvalidApiResponseError` naming the path. Hand-written so the core needs no validation dependency.
 */
export type Schema<T> = (value: unknown, path: string) => T

type Shape = Record<string, Schema<unknown>>
type Infer<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> }

function fail(path: string, expected: string): never {
  throw new InvalidApiResponseError({ path, expected })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Builders for response validators. Unknown keys are ignored; `optional` and `nullable` accept a missing key.
 *
 * @example const parse = schema.object({ http: schema.array(schema.string()) })
 */
export const schema = {
  string: (): Schema<string> => (value, path) => (typeof value === 'string' ? value : fail(path, 'string')),
  number: (): Schema<number> => (value, path) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'number'),
  boolean: (): Schema<boolean> => (value, path) =>
    typeof value === 'boolean' ? value : fail(path, 'boolean'),
  /** A number or a numeric string, read as a string (amounts and decimals come either way). */
  numeric: (): Schema<string> => (value, path) => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return value
    return fail(path, 'numeric string')
  },
  /** `null` or a missing key reads as `null`. */
  nullable:
    <T>(inner: Schema<T>): Schema<T | null> =>
    (value, path) =>
      value === null || value === undefined ? null : inner(value, path),
  /** `null` or a missing key reads as `undefined`, and the key is left out of the parsed object. */
  optional:
    <T>(inner: Schema<T>): Schema<T | undefined> =>
    (value, path) =>
      value === null || value === undefined ? undefined : inner(value, path),
  /** Uses `fallback` when the value is missing or malformed: for fields that never justify failing a call. */
  withDefault:
    <T>(inner: Schema<T>, fallback: T): Schema<T> =>
    (value, path) => {
      try {
        return inner(value, path)
      } catch {
        return fallback
      }
    },
  /** An array; with `skipInvalid`, malformed items are dropped instead of failing the whole answer. */
  array:
    <T>(item: Schema<T>, options: { skipInvalid?: boolean } = {}): Schema<T[]> =>
    (value, path) => {
      if (!Array.isArray(value)) return fail(path, 'array')
      const out: T[] = []
      value.forEach((entry, index) => {
        if (!options.skipInvalid) {
          out.push(item(entry, `${path}[${index}]`))
          return
        }
        try {
          out.push(item(entry, `${path}[${index}]`))
        } catch {
          // A single malformed entry must not empty the whole list.
        }
      })
      return out
    },
  /** A string-keyed map; malformed values are dropped. */
  record:
    <T>(inner: Schema<T>): Schema<Record<string, T>> =>
    (value, path) => {
      if (!isRecord(value)) return fail(path, 'object')
      const out: Record<string, T> = {}
      for (const [key, entry] of Object.entries(value)) {
        try {
          out[key] = inner(entry, `${path}.${key}`)
        } catch {
          // Skip the one bad entry.
        }
      }
      return out
    },
  object:
    <S extends Shape>(shape: S): Schema<Infer<S>> =>
    (value, path) => {
      if (!isRecord(value)) return fail(path, 'object')
      const out: Record<string, unknown> = {}
      for (const [key, inner] of Object.entries(shape)) {
        const parsed = inner(value[key], `${path}.${key}`)
        if (parsed !== undefined) out[key] = parsed
      }
      return out as Infer<S>
    },
  /** The first alternative that accepts the value. */
  oneOf:
    <A, B>(first: Schema<A>, second: Schema<B>): Schema<A | B> =>
    (value, path) => {
      try {
        return first(value, path)
      } catch {
        return second(value, path)
      }
    },
}

/** Runs `validator` over a response body, adding the request URL to the error. */
export function parseResponse<T>(validator: Schema<T>, body: unknown, url?: string): T {
  try {
    return validator(body, '$')
  } catch (error) {
    if (error instanceof InvalidApiResponseError) {
      throw new InvalidApiResponseError({ path: error.path, expected: error.expected, url })
    }
    throw error
  }
}
