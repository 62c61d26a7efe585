// @org/appkit-core/internal: what the @org/appkit* packages share among themselves: controllers and their
// plumbing, API clients, the message catalogues, storage internals, view and display helpers, and the constants only
// the packages use. Not for dApps: no semver promise (it changes in any release); dApps import the main entry.
export type {
  MockAdapter,
  MockAdapterCall,
  MockAdapterParameters,
  MockSignedMessage,
  MockWalletMethod,
  MockWalletPolicy,
  MockWalletRequest,
} from '../adapters/createMockAdapter.ts'
export { createMockAdapter, MOCK_ADDRESSES, MOCK_FEE_UNITS } from '../adapters/createMockAdapter.ts'
export * from '../api/apiConstants.ts'
export type { BlockchainApiContext, NetworkScopedParameters } from '../api/BlockchainApiContext.ts'
export type {
  AccountApi,
  FetchIdentityParameters,
  FetchTransactionsParameters,
  GetBalanceParameters,
  Identity,
  TokenBalance,
  TokenBalanceResult,
  Transaction,
  TransactionHistory,
  TransactionMetadata,
  TransactionTransfer,
} from '../api/createAccountApi.ts'
export type {
  AnalyticsClient,
  AnalyticsClientOptions,
  AnalyticsEvent,
  AnalyticsPayload,
} from '../api/createAnalyticsClient.ts'
export { createAnalyticsClient } from '../api/createAnalyticsClient.ts'
export type {
  ApiUrlBuilder,
  ApiUrlBuilderOptions,
  QueryParams,
  QueryValue,
} from '../api/createApiUrlBuilder.ts'
export type {
  BlockchainApiClient,
  BlockchainApiClientOptions,
  SupportedChains,
} from '../api/createBlockchainApiClient.ts'
export { createBlockchainApiClient } from '../api/createBlockchainApiClient.ts'
export type {
  ApproveTransaction,
  ConvertApi,
  FetchSwapAllowanceParameters,
  FetchSwapQuoteParameters,
  FetchTokenPriceParameters,
  FungiblePrice,
  GasPrice,
  GenerateApproveCalldataParameters,
  GenerateSwapCalldataParameters,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from '../api/createConvertApi.ts'
export type {
  Fetcher,
  FetcherOptions,
  FetchLike,
  GetOptions,
  PostOptions,
  RequestOptions,
} from '../api/createFetcher.ts'
export { createFetcher } from '../api/createFetcher.ts'
export type {
  GenerateOnrampUrlParameters,
  GetOnrampQuoteParameters,
  OnrampAmount,
  OnrampApi,
  OnrampDestinationWallet,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPaymentLimit,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../api/createOnrampApi.ts'
export { createPlaceholderQuote, ONRAMP_FALLBACK_OPTIONS } from '../api/createOnrampApi.ts'
export type {
  LookupNameParameters,
  NameSuggestion,
  ProfileApi,
  ProfileName,
  RegisterNameParameters,
  ReverseLookupParameters,
} from '../api/createProfileApi.ts'
export type {
  GetSmartSessionsParameters,
  RevokeSmartSessionParameters,
  SessionsApi,
  SmartSession,
} from '../api/createSessionsApi.ts'
export type {
  GetWalletsParameters,
  Wallet,
  WalletPage,
  WalletRegistryClient,
} from '../api/createWalletRegistryClient.ts'
export { createWalletRegistryClient } from '../api/createWalletRegistryClient.ts'
export type { AlertMessage, ApiAlert, ApiAlertReason } from '../api/getAlertForApiError.ts'
export { getAlertForApiError } from '../api/getAlertForApiError.ts'
export type { Schema } from '../api/schema.ts'
export { parseResponse, schema } from '../api/schema.ts'
export { withApiAlerts } from '../api/withApiAlerts.ts'
export { GENERIC_INJECTED_CONNECTOR_NAME, WALLET_CONNECT_CONNECTOR_ID } from '../constants/connectors.ts'
export * from '../constants/defaults.ts'
export type { EntryFeature } from '../constants/featureViews.ts'
export { FEATURE_VIEWS, SOCIAL_LOGIN_VIEWS } from '../constants/featureViews.ts'
export * from '../constants/limits.ts'
export type {
  AlertController,
  AlertControllerDeps,
  AlertControllerState,
  AlertInput,
  AlertVariant,
} from '../controllers/AlertController.ts'
export { createAlertController } from '../controllers/AlertController.ts'
export type {
  ApiController,
  ApiControllerDeps,
  ApiControllerState,
  ApiList,
  ApiListStatus,
  ApiWalletOptions,
} from '../controllers/ApiController.ts'
export { createApiController } from '../controllers/ApiController.ts'
export { addRequestedNetwork } from '../controllers/addRequestedNetwork.ts'
export type {
  BalanceStatus,
  BlockchainApiController,
  BlockchainApiControllerDeps,
  BlockchainApiControllerState,
  FetchTokenBalanceOptions,
  TokenBalanceFetchResult,
} from '../controllers/BlockchainApiController.ts'
export { createBlockchainApiController } from '../controllers/BlockchainApiController.ts'
export type {
  AccountPatch,
  AccountState,
  AccountTab,
  ChainController,
  ChainControllerDeps,
  ChainControllerState,
  ChainState,
  ConnectedWalletInfo,
  NetworkState,
} from '../controllers/ChainController.ts'
export { createChainController } from '../controllers/ChainController.ts'
export type {
  ConnectionChainView,
  ConnectionController,
  ConnectionControllerDeps,
  ConnectionControllerState,
  ConnectionInfo,
  ConnectOptions,
  DisconnectEventName,
  DisconnectResult,
  WalletConnectConnections,
  WalletConnectLinking,
  WalletConnectPairing,
} from '../controllers/ConnectionController.ts'
export { createConnectionController } from '../controllers/ConnectionController.ts'
export type {
  ConnectorController,
  ConnectorControllerDeps,
  ConnectorControllerState,
  ConnectorOptions,
  WalletRegistryView,
} from '../controllers/ConnectorController.ts'
export { createConnectorController } from '../controllers/ConnectorController.ts'
export type {
  EventListener,
  EventsController,
  EventsControllerDeps,
  EventsControllerState,
} from '../controllers/EventsController.ts'
export { createEventsController, TRACKED_EVENTS } from '../controllers/EventsController.ts'
export { getConfiguredNamespaces } from '../controllers/getConfiguredNamespaces.ts'
export { initialActiveNamespace } from '../controllers/initialActiveNamespace.ts'
export { initialChainState } from '../controllers/initialChainState.ts'
export { initialConnectionState } from '../controllers/initialConnectionState.ts'
export { initialEventsState } from '../controllers/initialEventsState.ts'
export { initialModalState } from '../controllers/initialModalState.ts'
export type {
  ModalController,
  ModalControllerDeps,
  ModalControllerState,
  ModalOpenOptions,
  ModalRouter,
} from '../controllers/ModalController.ts'
export { createModalController } from '../controllers/ModalController.ts'
export type {
  OptionsController,
  OptionsControllerState,
  RuntimeAppKitOptions,
} from '../controllers/OptionsController.ts'
export { createOptionsController } from '../controllers/OptionsController.ts'
export type {
  RouterController,
  RouterControllerDeps,
  RouterControllerState,
  RouterHistoryEntry,
  RouterStackedTransaction,
  RouterTransaction,
  RouterTransactionStatus,
} from '../controllers/RouterController.ts'
export { createRouterController } from '../controllers/RouterController.ts'
export { removeRequestedNetwork } from '../controllers/removeRequestedNetwork.ts'
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
export type {
  ShowLoadingOptions,
  SnackController,
  SnackControllerState,
  SnackSvg,
  SnackVariant,
} from '../controllers/SnackController.ts'
export { createSnackController } from '../controllers/SnackController.ts'
export type {
  ThemeController,
  ThemeControllerDeps,
  ThemeControllerInitial,
  ThemeControllerState,
} from '../controllers/ThemeController.ts'
export { createThemeController } from '../controllers/ThemeController.ts'
export type { CoreState, CreateCoreStateParameters } from '../createCoreState.ts'
export { createCoreState } from '../createCoreState.ts'
export { HttpStatus } from '../errors/codes.ts'
export {
  AlertMessages,
  ApiMessages,
  formatMessage,
  InternalMessages,
  RelativeTimeLabels,
  ToastMessages,
  ValidationMessages,
  WidgetMessages,
} from '../errors/messages.ts'
export { type NameSources, type ResolvedReceiver, resolveName } from '../identity/resolveName.ts'
export { markConnectionsRestoring } from '../markConnectionsRestoring.ts'
export { COOKIE_MAX_AGE_SECONDS } from '../storage/createCookieStorage.ts'
export type { RecentWallet, StorageAccessor, StorageKeys } from '../storage/createStorageKeys.ts'
export { createStorageKeys, STORAGE_KEY_PREFIX } from '../storage/createStorageKeys.ts'
export { getDefaultStorage } from '../storage/getDefaultStorage.ts'
export { readJson } from '../storage/readJson.ts'
export { writeJson } from '../storage/writeJson.ts'
export type { ResolvedAppKitOptions, ResolvedFeatures } from '../types/ResolvedAppKitOptions.ts'
export type { RouterData } from '../types/RouterData.ts'
export type { ModalView, RouterView } from '../types/RouterView.ts'
export { isRouterView, MODAL_VIEWS, OPEN_VIEWS, ROUTER_VIEWS } from '../types/RouterView.ts'
export { THEME_VARIABLE_KEYS } from '../types/ThemeVariables.ts'
export { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, type PaintWindow } from '../utils/afterFirstPaint.ts'
export type { EmailLoginGuard, EmailLoginGuardDeps } from '../utils/createEmailLoginGuard.ts'
export { createEmailLoginGuard } from '../utils/createEmailLoginGuard.ts'
export { createLoader, type Loader } from '../utils/createLoader.ts'
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
export type { AvailableFeatures, GetAvailableFeaturesParameters } from '../utils/getAvailableFeatures.ts'
export { getAvailableFeatures } from '../utils/getAvailableFeatures.ts'
export type { GetConnectMethodsOrderParameters } from '../utils/getConnectMethodsOrder.ts'
export { getConnectMethodsOrder } from '../utils/getConnectMethodsOrder.ts'
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
export { getNetworkImageUrl } from '../utils/getNetworkImageUrl.ts'
export { getNetworkName } from '../utils/getNetworkName.ts'
export type { GetOpenViewParameters } from '../utils/getOpenView.ts'
export { getOpenView } from '../utils/getOpenView.ts'
export type { SendValidationParameters } from '../utils/getSendValidationError.ts'
export { getSendValidationError } from '../utils/getSendValidationError.ts'
export { getSessionConnections } from '../utils/getSessionConnections.ts'
export { getTimeZone } from '../utils/getTimeZone.ts'
export type {
  GetViewAvailabilityParameters,
  ViewAvailability,
  ViewFeature,
} from '../utils/getViewAvailability.ts'
export { getViewAvailability, VIEW_FEATURES } from '../utils/getViewAvailability.ts'
export type { ExcludedWallet, GetVisibleConnectorsParameters } from '../utils/getVisibleConnectors.ts'
export { getVisibleConnectors, isConnectorVisible } from '../utils/getVisibleConnectors.ts'
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
export type { IsValidEnsNameOptions } from '../utils/isValidEnsName.ts'
export { isValidEnsName, NAME_TOP_LEVEL_DOMAINS } from '../utils/isValidEnsName.ts'
export { isValidRegistrationName } from '../utils/isValidRegistrationName.ts'
export { mergeDefined } from '../utils/mergeDefined.ts'
export { mergeThemeVariables } from '../utils/mergeThemeVariables.ts'
export { DEFAULT_ENDPOINTS, DEFAULT_LOCALE, normalizeAppKitOptions } from '../utils/normalizeAppKitOptions.ts'
export { IDLE_FALLBACK_DELAY_MS, type IdleWindow, onIdle } from '../utils/onIdle.ts'
export { pickThemeVariables } from '../utils/pickThemeVariables.ts'
export { prefersSavingData } from '../utils/prefersSavingData.ts'
export type { ConnectorGroups, ConnectorListEntry, WalletListItem } from '../utils/sortConnectors.ts'
export { getConnectorTypeOrder, sortConnectors } from '../utils/sortConnectors.ts'
export { toWalletListItem } from '../utils/toWalletListItem.ts'
