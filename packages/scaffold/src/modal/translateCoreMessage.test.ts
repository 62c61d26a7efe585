import { AlertMessages, ToastMessages, WidgetMessages } from '@org/appkit-core/internal'
import { expect, it } from 'vitest'
import { deMessages } from '../i18n/deMessages.ts'
import { enMessages } from '../i18n/enMessages.ts'
import { translateCoreMessage } from './translateCoreMessage.ts'

it('translates every toast, alert and widget message the core raises', () => {
  for (const message of [
    ...Object.values(AlertMessages),
    ...Object.values(ToastMessages),
    ...Object.values(WidgetMessages),
  ]) {
    expect(translateCoreMessage(message, enMessages.common)).toBe(message)
    expect(translateCoreMessage(message, deMessages.common)).not.toBe(message)
  }
  expect(translateCoreMessage(ToastMessages.signatureDeclined, deMessages.common)).toBe('Signatur abgelehnt')
})

it('passes any other message through unchanged', () => {
  expect(translateCoreMessage('Link kopiert', deMessages.common)).toBe('Link kopiert')
})
