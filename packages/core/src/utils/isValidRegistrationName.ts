import { NAME_MIN_LENGTH } from '../constants/limits.ts'

const REGISTRATION_NAME = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)

/**
 * Whether `name` can be registered: at least 4 characters, only letters, digits and hyphens (spec §5). The label is
 * checked without its suffix (`alice`, not `alice.reown.id`).
 */
export function isValidRegistrationName(name: unknown): name is string {
  return typeof name === 'string' && REGISTRATION_NAME.test(name)
}
