// Public entry of @org/appkit-scaffold: the modal (shell, router outlet and the connect views) bound to a core,
// its context and its message catalogue. `@org/appkit` mounts `AppKitModal` on the first `open()`.
// Every other view is loaded by the modal with import() when shown; the views themselves are exported from
// `@org/appkit-scaffold/views` (a static export here would put them all in the modal's first chunk).

export { CoreProvider, useCore } from '../context/CoreContext.tsx'
// --- i18n
export { enMessages } from '../i18n/enMessages.ts'
export { loadMessages, SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/loadMessages.ts'
export type { AreaMessages, Messages } from '../i18n/Messages.ts'
export { MessagesProvider, useMessages } from '../i18n/MessagesContext.tsx'
// --- the modal
export { AppKitModal, type AppKitModalProps } from '../modal/AppKitModal.tsx'
export { preloadOpeningViews } from '../modal/preloadOpeningViews.ts'
