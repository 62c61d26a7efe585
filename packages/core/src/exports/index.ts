// Public entry of @org/appkit-core. Each section is owned by one area of the core; keep them sorted by area.

export * from '../constants/defaults.ts'
export * from '../constants/limits.ts'
export type { BaseErrorParameters } from '../errors/BaseError.ts'
export { BaseError } from '../errors/BaseError.ts'
export { HttpStatus, WalletErrorCodes } from '../errors/codes.ts'
export {
  AlertMessages,
  ApiMessages,
  formatMessage,
  InternalMessages,
  ToastMessages,
  ValidationMessages,
  WidgetMessages,
} from '../errors/messages.ts'
export type { AccountType } from '../types/AccountType.ts'
export type { CaipNetwork, NativeCurrency } from '../types/CaipNetwork.ts'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
// --- foundation: types, constants, errors
export { CHAIN_NAMESPACES, isChainNamespace } from '../types/ChainNamespace.ts'
export type { ConnectionStatus, WalletConnectStatus } from '../types/ConnectionStatus.ts'
export type { Connector, ConnectorType } from '../types/Connector.ts'
export type {
  ConnectMethod,
  ConnectorTypeOrderEntry,
  Features,
  SocialProvider,
  WalletFeature,
} from '../types/Features.ts'
export type { KeyValueStorage } from '../types/KeyValueStorage.ts'

// --- state controllers (Options, Modal, Router, Theme, Snack, Alert, Events, Storage)

// --- chain controllers (Chain, Connection, Connector, ChainAdapter contract)

// --- api clients (fetch, BlockchainApi, wallet registry, analytics)

// --- validation and display helpers, Send
export type {
  SendController,
  SendControllerDeps,
  SendControllerState,
  SendEventName,
  SendEventProperties,
  SendResult,
  SendTokenBalance,
  SendTransactionRequest,
} from '../controllers/SendController.ts'
export { createSendController } from '../controllers/SendController.ts'
export { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.ts'
export { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.ts'
export { RelativeTimeLabels } from '../errors/messages.ts'
export { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
export type { SendValidationReason } from '../errors/SendValidationError.ts'
export { SendValidationError } from '../errors/SendValidationError.ts'
export { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
export type { BrowserStorageOptions, WebStorageLike } from '../storage/createBrowserStorage.ts'
export { createBrowserStorage } from '../storage/createBrowserStorage.ts'
export type { CookieStorageOptions } from '../storage/createCookieStorage.ts'
export { COOKIE_MAX_AGE_SECONDS, createCookieStorage } from '../storage/createCookieStorage.ts'
export { createMemoryStorage } from '../storage/createMemoryStorage.ts'
export type { RecentWallet, StorageAccessor, StorageKeys } from '../storage/createStorageKeys.ts'
export { createStorageKeys, STORAGE_KEY_PREFIX } from '../storage/createStorageKeys.ts'
export { readJson } from '../storage/readJson.ts'
export { writeJson } from '../storage/writeJson.ts'
export type { EmailLoginGuard, EmailLoginGuardDeps } from '../utils/createEmailLoginGuard.ts'
export { createEmailLoginGuard } from '../utils/createEmailLoginGuard.ts'
export type {
  PendingTransaction,
  PendingTransactionsTracker,
} from '../utils/createPendingTransactionsTracker.ts'
export { createPendingTransactionsTracker } from '../utils/createPendingTransactionsTracker.ts'
export type { TokenWithDecimals } from '../utils/filterZeroDecimalTokens.ts'
export { filterZeroDecimalTokens } from '../utils/filterZeroDecimalTokens.ts'
export type { FormatAmountOptions } from '../utils/formatAmount.ts'
export { formatAmount } from '../utils/formatAmount.ts'
export { formatRelativeTime } from '../utils/formatRelativeTime.ts'
export {
  getEmailLoginCooldownMessage,
  getEmailLoginSecondsLeft,
} from '../utils/getEmailLoginCooldownMessage.ts'
export type { EmbeddedRpcPermission } from '../utils/getEmbeddedRpcPermission.ts'
export {
  EMBEDDED_CONFIRM_RPC_METHODS,
  EMBEDDED_SAFE_RPC_METHODS,
  getEmbeddedRpcPermission,
} from '../utils/getEmbeddedRpcPermission.ts'
export { getNetworkName } from '../utils/getNetworkName.ts'
export type { SendValidationParameters } from '../utils/getSendValidationError.ts'
export { getSendValidationError } from '../utils/getSendValidationError.ts'
export { getTimeZone } from '../utils/getTimeZone.ts'
export { getEmbeddedWalletNamespaces, isEmbeddedWalletNamespace } from '../utils/isEmbeddedWalletNamespace.ts'
export type { IsInsufficientGasParameters } from '../utils/isInsufficientGas.ts'
export { isInsufficientGas } from '../utils/isInsufficientGas.ts'
export { isIosSafari } from '../utils/isIosSafari.ts'
export type { PlatformHints } from '../utils/isMobile.ts'
export { isMobile } from '../utils/isMobile.ts'
export { isRestrictedTimezone } from '../utils/isRestrictedTimezone.ts'
export { isSignedMessage } from '../utils/isSignedMessage.ts'
export type { TelegramGlobals } from '../utils/isTelegram.ts'
export { isTelegram } from '../utils/isTelegram.ts'
export { isTransactionHash } from '../utils/isTransactionHash.ts'
export { isUserRejection } from '../utils/isUserRejection.ts'
export type { IsValidEnsNameOptions } from '../utils/isValidEnsName.ts'
export { isValidEnsName, NAME_TOP_LEVEL_DOMAINS } from '../utils/isValidEnsName.ts'
export { isValidRegistrationName } from '../utils/isValidRegistrationName.ts'
export type { ParsedCaipAddress } from '../utils/parseCaipAddress.ts'
export { isCaipAddress, parseCaipAddress } from '../utils/parseCaipAddress.ts'
export type { ParsedCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
export { isCaipNetworkId, parseCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
export type { TruncateAddressOptions } from '../utils/truncateAddress.ts'
export { truncateAddress } from '../utils/truncateAddress.ts'

// --- composition root
