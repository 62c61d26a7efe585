import type { ModalView } from '@org/appkit-core/internal'
import { allWalletsViewStyles } from '../views/AllWalletsView/AllWalletsView.styles.ts'
import { AllWalletsView } from '../views/AllWalletsView/AllWalletsView.tsx'
import { connectingExternalViewStyles } from '../views/ConnectingExternalView/ConnectingExternalView.styles.ts'
import { ConnectingExternalView } from '../views/ConnectingExternalView/ConnectingExternalView.tsx'
import type { ExternalConnectData } from '../views/ConnectingExternalView/startExternalConnect.ts'
import { connectingWalletConnectBasicViewStyles } from '../views/ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView.styles.ts'
import { ConnectingWalletConnectBasicView } from '../views/ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView.tsx'
import { connectingWalletConnectViewStyles } from '../views/ConnectingWalletConnectView/ConnectingWalletConnectView.styles.ts'
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnectView/ConnectingWalletConnectView.tsx'
import type { WalletConnectData } from '../views/ConnectingWalletConnectView/openWalletConnect.ts'
import { connectViewStyles } from '../views/ConnectView/ConnectView.styles.ts'
import { ConnectView } from '../views/ConnectView/ConnectView.tsx'
import { eagerView, lazyView, type ViewEntry } from './registerView.tsx'

/**
 * Every view the modal can render, by router view: exactly the core's MODAL_VIEWS (the type keeps the two in step),
 * so the router refuses any other view (ViewNotAvailableError) before the outlet would have nothing to show. The
 * connect basics are bundled (the modal opens on them); everything else loads with import() per feature the first
 * time it is shown. Titles default to the catalogue's `common.viewTitle<View>`.
 */
export const viewRegistry: Record<ModalView, ViewEntry> = {
  // --- connect (eager)
  Connect: eagerView(ConnectView, connectViewStyles),
  AllWallets: eagerView(AllWalletsView, allWalletsViewStyles),
  ConnectingExternal: eagerView(
    ConnectingExternalView,
    connectingExternalViewStyles,
    (_, data) =>
      (data as ExternalConnectData | undefined)?.wallet?.name ??
      (data as ExternalConnectData | undefined)?.connector?.name,
  ),
  ConnectingWalletConnect: eagerView(
    ConnectingWalletConnectView,
    connectingWalletConnectViewStyles,
    (_, data) => (data as WalletConnectData | undefined)?.wallet?.name,
  ),
  ConnectingWalletConnectBasic: eagerView(
    ConnectingWalletConnectBasicView,
    connectingWalletConnectBasicViewStyles,
  ),
  // --- education (lazy)
  WhatIsAWallet: lazyView(async () => {
    const [{ WhatIsAWalletView }, { whatIsAWalletViewStyles }] = await Promise.all([
      import('../views/WhatIsAWalletView/WhatIsAWalletView.tsx'),
      import('../views/WhatIsAWalletView/WhatIsAWalletView.styles.ts'),
    ])
    return { View: WhatIsAWalletView, styles: whatIsAWalletViewStyles }
  }),
  GetWallet: lazyView(async () => {
    const [{ GetWalletView }, { getWalletViewStyles }] = await Promise.all([
      import('../views/GetWalletView/GetWalletView.tsx'),
      import('../views/GetWalletView/GetWalletView.styles.ts'),
    ])
    return { View: GetWalletView, styles: getWalletViewStyles }
  }),
  // --- networks, account and sign-in (lazy)
  Networks: lazyView(
    async () => {
      const [{ NetworksView }, { networksViewStyles }] = await Promise.all([
        import('../views/NetworksView/NetworksView.tsx'),
        import('../views/NetworksView/NetworksView.styles.ts'),
      ])
      return { View: NetworksView, styles: networksViewStyles }
    },
    (m) => m.network.networksTitle,
  ),
  SwitchNetwork: lazyView(
    async () => {
      const [{ SwitchNetworkView }, { switchNetworkViewStyles }] = await Promise.all([
        import('../views/SwitchNetworkView/SwitchNetworkView.tsx'),
        import('../views/SwitchNetworkView/SwitchNetworkView.styles.ts'),
      ])
      return { View: SwitchNetworkView, styles: switchNetworkViewStyles }
    },
    (m) => m.network.switchNetworkTitle,
  ),
  UnsupportedChain: lazyView(
    async () => {
      const [{ UnsupportedChainView }, { unsupportedChainViewStyles }] = await Promise.all([
        import('../views/UnsupportedChainView/UnsupportedChainView.tsx'),
        import('../views/UnsupportedChainView/UnsupportedChainView.styles.ts'),
      ])
      return { View: UnsupportedChainView, styles: unsupportedChainViewStyles }
    },
    (m) => m.network.unsupportedChainTitle,
  ),
  Account: lazyView(
    async () => {
      const [{ AccountView }, { accountViewStyles }] = await Promise.all([
        import('../views/AccountView/AccountView.tsx'),
        import('../views/AccountView/AccountView.styles.ts'),
      ])
      return { View: AccountView, styles: accountViewStyles }
    },
    (m) => m.account.accountTitle,
  ),
  // --- send and receive (lazy; titles from common.viewTitle<View>)
  WalletSend: lazyView(async () => {
    const [{ WalletSendView }, { walletSendViewStyles }] = await Promise.all([
      import('../views/WalletSendView/WalletSendView.tsx'),
      import('../views/WalletSendView/WalletSendView.styles.ts'),
    ])
    return { View: WalletSendView, styles: walletSendViewStyles }
  }),
  WalletSendSelectToken: lazyView(async () => {
    const [{ WalletSendSelectTokenView }, { walletSendSelectTokenViewStyles }] = await Promise.all([
      import('../views/WalletSendSelectTokenView/WalletSendSelectTokenView.tsx'),
      import('../views/WalletSendSelectTokenView/WalletSendSelectTokenView.styles.ts'),
    ])
    return { View: WalletSendSelectTokenView, styles: walletSendSelectTokenViewStyles }
  }),
  WalletSendPreview: lazyView(async () => {
    const [{ WalletSendPreviewView }, { walletSendPreviewViewStyles }] = await Promise.all([
      import('../views/WalletSendPreviewView/WalletSendPreviewView.tsx'),
      import('../views/WalletSendPreviewView/WalletSendPreviewView.styles.ts'),
    ])
    return { View: WalletSendPreviewView, styles: walletSendPreviewViewStyles }
  }),
  WalletReceive: lazyView(async () => {
    const [{ WalletReceiveView }, { walletReceiveViewStyles }] = await Promise.all([
      import('../views/WalletReceiveView/WalletReceiveView.tsx'),
      import('../views/WalletReceiveView/WalletReceiveView.styles.ts'),
    ])
    return { View: WalletReceiveView, styles: walletReceiveViewStyles }
  }),
  ApproveTransaction: lazyView(
    async () => {
      const [{ ApproveTransactionView }, { approveTransactionViewStyles }] = await Promise.all([
        import('../views/ApproveTransactionView/ApproveTransactionView.tsx'),
        import('../views/ApproveTransactionView/ApproveTransactionView.styles.ts'),
      ])
      return { View: ApproveTransactionView, styles: approveTransactionViewStyles }
    },
    (m) => m.account.approveTransactionTitle,
  ),
  SIWXSignMessage: lazyView(
    async () => {
      const [{ SIWXSignMessageView }, { siwxSignMessageViewStyles }] = await Promise.all([
        import('../views/SIWXSignMessageView/SIWXSignMessageView.tsx'),
        import('../views/SIWXSignMessageView/SIWXSignMessageView.styles.ts'),
      ])
      return { View: SIWXSignMessageView, styles: siwxSignMessageViewStyles }
    },
    (m) => m.siwx.signInTitle,
  ),
  ConnectingSiwe: lazyView(
    async () => {
      const [{ ConnectingSiweView }, { connectingSiweViewStyles }] = await Promise.all([
        import('../views/ConnectingSiweView/ConnectingSiweView.tsx'),
        import('../views/ConnectingSiweView/ConnectingSiweView.styles.ts'),
      ])
      return { View: ConnectingSiweView, styles: connectingSiweViewStyles }
    },
    (m) => m.siwx.connectingSiweTitle,
  ),
  ConnectingFarcaster: lazyView(
    async () => {
      const [{ ConnectingFarcasterView }, { connectingFarcasterViewStyles }] = await Promise.all([
        import('../views/ConnectingFarcasterView/ConnectingFarcasterView.tsx'),
        import('../views/ConnectingFarcasterView/ConnectingFarcasterView.styles.ts'),
      ])
      return { View: ConnectingFarcasterView, styles: connectingFarcasterViewStyles }
    },
    (m) => m.siwx.connectingFarcasterTitle,
  ),
}

/**
 * The lazy views a view often leads to, whose chunks load once the browser is idle after it showed (see
 * usePrefetchViews), so following the link shows the view at once instead of a skeleton. From Connect: the
 * help and guide links, and what comes right after connecting (sign-in, and the account and networks views the
 * next open shows). A view the options never show (useViewsNotShown: sign-in not configured, send or receive not
 * available) is left out.
 */
export const viewPrefetches: Partial<Record<ModalView, readonly ModalView[]>> = {
  Connect: ['WhatIsAWallet', 'GetWallet', 'SIWXSignMessage', 'Account', 'Networks'],
  Account: ['Networks', 'WalletSend', 'WalletReceive'],
  Networks: ['SwitchNetwork'],
  WalletSend: ['WalletSendSelectToken', 'WalletSendPreview'],
}

/** The sign-in views: shown only when sign-in is configured (`siwx` or `siweConfig`), so prefetched only then. */
export const SIGN_IN_VIEWS: ReadonlySet<ModalView> = new Set([
  'SIWXSignMessage',
  'ConnectingSiwe',
  'ConnectingFarcaster',
])

/** The send flow's views: shown only while sending is available for the active namespace. */
export const SEND_VIEWS: ReadonlySet<ModalView> = new Set([
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
])

/** The receive view: shown only while receiving is turned on. */
export const RECEIVE_VIEWS: ReadonlySet<ModalView> = new Set(['WalletReceive'])
