/**
 * Every user-facing and internal message of spec §5 and §8, defined once. Code uses these constants and
 * never repeats the text.
 */
// One module per group, so a page's first load carries only the groups its code uses.

export { AlertMessages } from './AlertMessages.ts'
export { ApiMessages } from './ApiMessages.ts'
export { formatMessage } from './formatMessage.ts'
export { InternalMessages } from './InternalMessages.ts'
export { RelativeTimeLabels } from './RelativeTimeLabels.ts'
export { ToastMessages } from './ToastMessages.ts'
export { ValidationMessages } from './ValidationMessages.ts'
export { WidgetMessages } from './WidgetMessages.ts'
