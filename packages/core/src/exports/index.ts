// Public entry of @org/appkit-core. Each section is owned by one area of the core; keep them sorted by area.

// --- chain controllers (Chain, Connection, Connector, ChainAdapter contract)
export type {
  AdapterAccount,
  AdapterBalance,
  AdapterBalanceParameters,
  AdapterConnection,
  AdapterConnectParameters,
  AdapterEmitter,
  AdapterProfile,
  AdapterProfileParameters,
  AdapterReconnectParameters,
  AdapterResolvedName,
  AdapterResolveNameParameters,
  AdapterSignMessageParameters,
  AdapterSwitchNetworkParameters,
  AdapterTransactionParameters,
  AdapterWriteContractParameters,
  ChainAdapter,
  ChainAdapterCapabilities,
  ChainAdapterEventName,
  ChainAdapterEvents,
} from '../adapters/ChainAdapter.ts'
export { createAdapterEmitter } from '../adapters/createAdapterEmitter.ts'
export type {
  WalletConnectProvider,
  WalletConnectSession,
  WalletConnectSessionNamespace,
  WalletConnectSource,
} from '../adapters/WalletConnectProvider.ts'
export type { ApiErrorParameters, ApiErrorReason } from '../api/ApiError.ts'
export { ApiError } from '../api/ApiError.ts'
export { ApiNetworkError } from '../api/ApiNetworkError.ts'
export { ApiTimeoutError } from '../api/ApiTimeoutError.ts'
// --- api clients (fetch, BlockchainApi, wallet registry, analytics)
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
export type { InvalidApiResponseErrorParameters } from '../api/InvalidApiResponseError.ts'
export { InvalidApiResponseError } from '../api/InvalidApiResponseError.ts'
export type { NetworkNotSupportedFeature } from '../api/NetworkNotSupportedError.ts'
export { NetworkNotSupportedError } from '../api/NetworkNotSupportedError.ts'
export type { Schema } from '../api/schema.ts'
export { parseResponse, schema } from '../api/schema.ts'
export { withApiAlerts } from '../api/withApiAlerts.ts'
export { GENERIC_INJECTED_CONNECTOR_NAME, WALLET_CONNECT_CONNECTOR_ID } from '../constants/connectors.ts'
export * from '../constants/defaults.ts'
export { ERC20_TRANSFER_ABI } from '../constants/erc20TransferAbi.ts'
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
  EventRecord,
  EventsController,
  EventsControllerDeps,
  EventsControllerState,
  TrackedEvent,
  TrackedEventName,
} from '../controllers/EventsController.ts'
export { createEventsController, TRACKED_EVENTS } from '../controllers/EventsController.ts'
export { getConfiguredNamespaces } from '../controllers/getConfiguredNamespaces.ts'
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
// --- composition root
export type { Core, CreateCoreParameters } from '../createCore.ts'
export { createCore } from '../createCore.ts'
export type { CoreState, CreateCoreStateParameters } from '../createCoreState.ts'
export { createCoreState } from '../createCoreState.ts'
export { AdapterNotFoundError } from '../errors/AdapterNotFoundError.ts'
export type { BaseErrorParameters } from '../errors/BaseError.ts'
export { BaseError } from '../errors/BaseError.ts'
export { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
export { ConnectionFailedError } from '../errors/ConnectionFailedError.ts'
export { HttpStatus, WalletErrorCodes } from '../errors/codes.ts'
export { DisconnectError } from '../errors/DisconnectError.ts'
export { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.ts'
export { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.ts'
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
export type { NetworkNotFoundMessage } from '../errors/NetworkNotFoundError.ts'
export { NetworkNotFoundError } from '../errors/NetworkNotFoundError.ts'
export { RemoveLastNetworkError } from '../errors/RemoveLastNetworkError.ts'
export { RequestPendingError } from '../errors/RequestPendingError.ts'
export { RpcNotAllowedError } from '../errors/RpcNotAllowedError.ts'
export type { SendValidationReason } from '../errors/SendValidationError.ts'
export { SendValidationError } from '../errors/SendValidationError.ts'
export { SignClientNotInitializedError } from '../errors/SignClientNotInitializedError.ts'
export { SiweAndSiwxConflictError } from '../errors/SiweAndSiwxConflictError.ts'
export {
  UnsupportedOptionError,
  type UnsupportedOptionErrorParameters,
} from '../errors/UnsupportedOptionError.ts'
export { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
export type { ViewNotAvailableErrorParameters } from '../errors/ViewNotAvailableError.ts'
export { ViewNotAvailableError } from '../errors/ViewNotAvailableError.ts'
export { WalletConnectNotConfiguredError } from '../errors/WalletConnectNotConfiguredError.ts'
export { WalletConnectSessionMissingError } from '../errors/WalletConnectSessionMissingError.ts'
export { type NameSources, type ResolvedReceiver, resolveName } from '../identity/resolveName.ts'
export { markConnectionsRestoring } from '../markConnectionsRestoring.ts'
export type { BrowserStorageOptions, WebStorageLike } from '../storage/createBrowserStorage.ts'
export { createBrowserStorage } from '../storage/createBrowserStorage.ts'
export type { CookieStorageOptions } from '../storage/createCookieStorage.ts'
export { COOKIE_MAX_AGE_SECONDS, createCookieStorage } from '../storage/createCookieStorage.ts'
export { createMemoryStorage } from '../storage/createMemoryStorage.ts'
export type { RecentWallet, StorageAccessor, StorageKeys } from '../storage/createStorageKeys.ts'
export { createStorageKeys, STORAGE_KEY_PREFIX } from '../storage/createStorageKeys.ts'
export { getDefaultStorage } from '../storage/getDefaultStorage.ts'
export { readJson } from '../storage/readJson.ts'
export { writeJson } from '../storage/writeJson.ts'
export type { AccountType } from '../types/AccountType.ts'
export type { AppKitNetwork } from '../types/AppKitNetwork.ts'
export type {
  AllWalletsMode,
  AppKitMetadata,
  AppKitOptions,
  CoinbasePreference,
  CustomRpcUrl,
  CustomWallet,
  UniversalProviderConfigOverride,
} from '../types/AppKitOptions.ts'
export type { CaipNetwork, ChainContract, NativeCurrency } from '../types/CaipNetwork.ts'
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
export type { ResolvedAppKitOptions, ResolvedFeatures } from '../types/ResolvedAppKitOptions.ts'
// --- state controllers (Options, Modal, Router, Theme, Snack, Alert, Events, Storage)
export type { RouterData } from '../types/RouterData.ts'
export type { ModalView, OpenView, RouterView } from '../types/RouterView.ts'
export { isRouterView, MODAL_VIEWS, OPEN_VIEWS, ROUTER_VIEWS } from '../types/RouterView.ts'
export type { ResolvedThemeMode, ThemeMode } from '../types/ThemeMode.ts'
export type { ThemeVariableKey, ThemeVariables } from '../types/ThemeVariables.ts'
export { THEME_VARIABLE_KEYS } from '../types/ThemeVariables.ts'
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
export { formatUnits } from '../utils/formatUnits.ts'
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
export { isUserRejection } from '../utils/isUserRejection.ts'
export type { IsValidEnsNameOptions } from '../utils/isValidEnsName.ts'
export { isValidEnsName, NAME_TOP_LEVEL_DOMAINS } from '../utils/isValidEnsName.ts'
export { isValidRegistrationName } from '../utils/isValidRegistrationName.ts'
export { mergeDefined } from '../utils/mergeDefined.ts'
export { DEFAULT_ENDPOINTS, DEFAULT_LOCALE, normalizeAppKitOptions } from '../utils/normalizeAppKitOptions.ts'
export { IDLE_FALLBACK_DELAY_MS, type IdleWindow, onIdle } from '../utils/onIdle.ts'
export type { ParsedCaipAddress } from '../utils/parseCaipAddress.ts'
export { isCaipAddress, parseCaipAddress } from '../utils/parseCaipAddress.ts'
export type { ParsedCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
export { isCaipNetworkId, parseCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
export { parseUnits } from '../utils/parseUnits.ts'
export { pickThemeVariables } from '../utils/pickThemeVariables.ts'
export { prefersSavingData } from '../utils/prefersSavingData.ts'
export type { ConnectorGroups, ConnectorListEntry, WalletListItem } from '../utils/sortConnectors.ts'
export { getConnectorTypeOrder, sortConnectors } from '../utils/sortConnectors.ts'
export { toCaipNetwork } from '../utils/toCaipNetwork.ts'
export { toWalletListItem } from '../utils/toWalletListItem.ts'
export type { TruncateAddressOptions } from '../utils/truncateAddress.ts'
export { truncateAddress } from '../utils/truncateAddress.ts'
