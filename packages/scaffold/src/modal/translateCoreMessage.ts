import { enMessages } from '../i18n/enMessages.ts'
import type { Messages } from '../i18n/Messages.ts'

type Common = Messages['common']
type CoreMessageKey = Extract<keyof Common, `alert${string}` | `toast${string}` | `widget${string}`>

const KEYS = Object.keys(enMessages.common).filter((key) =>
  /^(alert|toast|widget)[A-Z]/.test(key),
) as CoreMessageKey[]
// The core's toasts and alerts carry the spec's English text; the catalogue holds each one under a key.
const KEY_BY_ENGLISH = new Map<string, CoreMessageKey>(KEYS.map((key) => [enMessages.common[key], key]))

/**
 * The current locale's text for a message the core raised (spec §8 toasts and alerts, which the core holds in
 * English); any other message (the views' own, already translated) is returned as it is.
 *
 * @example translateCoreMessage('Signature declined', deMessages.common) // 'Signatur abgelehnt'
 */
export function translateCoreMessage(message: string, common: Common): string {
  const key = KEY_BY_ENGLISH.get(message)
  return key ? common[key] : message
}
