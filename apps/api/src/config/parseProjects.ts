import type { ApiProject } from './ApiProject.ts'
import { ConfigError } from './ConfigError.ts'

const ORIGIN_PATTERN = /^(\*|https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?)$/

/**
 * Checks a projects config (`{ projects: [...] }` or a bare array) and returns it typed. `source` names the file
 * or option in errors.
 */
export function parseProjects(value: unknown, source: string): ApiProject[] {
  const list = Array.isArray(value) ? value : (value as { projects?: unknown } | null)?.projects
  if (!Array.isArray(list)) throw new ConfigError(`${source}: expected { "projects": [...] }`)
  const seen = new Set<string>()
  return list.map((entry, index) => {
    const where = `${source}: projects[${index}]`
    if (typeof entry !== 'object' || entry === null) throw new ConfigError(`${where} must be an object`)
    const { id, name, allowedOrigins } = entry as Record<string, unknown>
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id))
      throw new ConfigError(`${where}.id must be 1-128 letters, digits, '_' or '-'`)
    if (seen.has(id)) throw new ConfigError(`${where}.id '${id}' is listed twice`)
    seen.add(id)
    if (!Array.isArray(allowedOrigins)) throw new ConfigError(`${where}.allowedOrigins must be an array`)
    for (const origin of allowedOrigins) {
      if (typeof origin !== 'string' || !ORIGIN_PATTERN.test(origin))
        throw new ConfigError(`${where}.allowedOrigins: '${String(origin)}' is not an origin pattern`)
    }
    return { id, name: typeof name === 'string' ? name : id, allowedOrigins: allowedOrigins as string[] }
  })
}
