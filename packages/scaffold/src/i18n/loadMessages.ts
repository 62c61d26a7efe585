import { enMessages } from './enMessages.ts'
import type { Messages } from './Messages.ts'

/** Locales with a catalogue; English is bundled, the others load with import() when first asked for. */
export const SUPPORTED_LOCALES = ['en', 'de'] as const
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** The catalogue of `locale` (a BCP 47 tag such as `de-CH` uses `de`); unknown locales get English. */
export async function loadMessages(locale: string): Promise<Messages> {
  const language = locale.toLowerCase().split('-')[0]
  if (language === 'de') return (await import('./deMessages.ts')).deMessages
  return enMessages
}
