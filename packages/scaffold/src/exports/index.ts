// Public entry of @org/appkit-scaffold: the modal (shell, router outlet, views) bound to a core, its context and
// its message catalogue. `@org/appkit` mounts `AppKitModal` on the first `open()`.

export { CoreProvider, useCore } from '../context/CoreContext.tsx'
// --- i18n
export { enMessages } from '../i18n/enMessages.ts'
export { loadMessages, SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/loadMessages.ts'
export type { AreaMessages, Messages } from '../i18n/Messages.ts'
export { MessagesProvider, useMessages } from '../i18n/MessagesContext.tsx'
// --- the modal and its context
export { AppKitModal, type AppKitModalProps } from '../modal/AppKitModal.tsx'
// --- views (each renders inside the modal's body, bound to the core of the surrounding CoreProvider)
export { AccountView } from '../views/AccountView/AccountView.tsx'
export { ApproveTransactionView } from '../views/ApproveTransactionView/ApproveTransactionView.tsx'
export { ConnectingFarcasterView } from '../views/ConnectingFarcasterView/ConnectingFarcasterView.tsx'
export { ConnectingSiweView } from '../views/ConnectingSiweView/ConnectingSiweView.tsx'
export { NetworksView } from '../views/NetworksView/NetworksView.tsx'
export type { SignInHandlers } from '../views/SIWXSignMessageView/getSignInHandlers.ts'
export { SIWXSignMessageView } from '../views/SIWXSignMessageView/SIWXSignMessageView.tsx'
export { SwitchNetworkView } from '../views/SwitchNetworkView/SwitchNetworkView.tsx'
export { UnsupportedChainView } from '../views/UnsupportedChainView/UnsupportedChainView.tsx'
