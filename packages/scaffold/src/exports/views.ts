// `@org/appkit-scaffold/views`: the views the modal loads on demand, for stories, tests and custom shells that
// render one on its own (inside a `CoreProvider` and a `MessagesProvider`). They live outside the main entry on
// purpose: the modal's registry imports them with `import()`, and a static export from the entry the modal
// loads would pull every one of them into the modal's first chunk.

export { AccountView } from '../views/AccountView/AccountView.tsx'
export { ApproveTransactionView } from '../views/ApproveTransactionView/ApproveTransactionView.tsx'
export { ConnectingFarcasterView } from '../views/ConnectingFarcasterView/ConnectingFarcasterView.tsx'
export { ConnectingSiweView } from '../views/ConnectingSiweView/ConnectingSiweView.tsx'
export { NetworksView } from '../views/NetworksView/NetworksView.tsx'
export type { SignInHandlers } from '../views/SIWXSignMessageView/getSignInHandlers.ts'
export { SIWXSignMessageView } from '../views/SIWXSignMessageView/SIWXSignMessageView.tsx'
export { SwitchNetworkView } from '../views/SwitchNetworkView/SwitchNetworkView.tsx'
export { UnsupportedChainView } from '../views/UnsupportedChainView/UnsupportedChainView.tsx'
