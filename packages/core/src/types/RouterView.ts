/**
 * Every view the modal can show: the spec §2 views plus the rest of the incumbent's `RouterControllerState['view']`
 * union, so `open({ view })` and `redirect(view)` accept the names dApp teams already use.
 */
export const ROUTER_VIEWS = [
  // connect
  'Connect',
  'Create',
  'ConnectWallets',
  'ConnectSocials',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectingFarcaster',
  // sign-in
  'ConnectingSiwe',
  'SIWXSignMessage',
  'DataCapture',
  'DataCaptureOtpConfirm',
  // embedded wallet
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'UpgradeEmailWallet',
  'ApproveTransaction',
  'SmartAccountSettings',
  // account
  'Account',
  'AccountSettings',
  'ProfileWallets',
  'WalletCompatibleNetworks',
  // networks
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'WhatIsANetwork',
  // send and receive
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletSendConfirmed',
  'WalletReceive',
  // swap
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  // on-ramp and funding
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'WhatIsABuy',
  'FundWallet',
  'PayWithExchange',
  'PayWithExchangeSelectAsset',
  // pay
  'Pay',
  'PayLoading',
  'PayQuote',
  // names
  'ChooseAccountName',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // activity
  'Transactions',
  'SmartSessionCreated',
  'SmartSessionList',
  // education and misc
  'WhatIsAWallet',
  'GetWallet',
  'Downloads',
  'UsageExceeded',
] as const

export type RouterView = (typeof ROUTER_VIEWS)[number]

/** The views a dApp may pass to the public `open({ view })` (the incumbent's documented subset). */
export const OPEN_VIEWS = [
  'Account',
  'Connect',
  'Networks',
  'ApproveTransaction',
  'OnRampProviders',
  'ConnectingWalletConnectBasic',
  'Swap',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'AllWallets',
  'WalletSend',
  'ProfileWallets',
] as const satisfies readonly RouterView[]

export type OpenView = (typeof OPEN_VIEWS)[number]

/**
 * The views the modal of this version renders (`@org/appkit-scaffold`'s view registry holds exactly these). A view
 * outside this list is not built: the router refuses it with ViewNotAvailableError instead of showing an empty
 * panel. A view here may still wait for its feature (see `isViewAvailable`).
 */
export const MODAL_VIEWS = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectingSiwe',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Account',
  'Networks',
  'SwitchNetwork',
  'UnsupportedChain',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'WhatIsAWallet',
  'GetWallet',
] as const satisfies readonly RouterView[]

export type ModalView = (typeof MODAL_VIEWS)[number]

export function isRouterView(value: unknown): value is RouterView {
  return typeof value === 'string' && (ROUTER_VIEWS as readonly string[]).includes(value)
}
