// Public entry of @org/appkit-core: what a dApp or an adapter author uses. The ChainAdapter contract and its
// types, the composition root (createCore), the option and network types, the error classes, the storages a dApp
// passes, and the CAIP and unit helpers. What the @org/appkit* packages share among themselves is in
// `@org/appkit-core/internal` (docs/architecture.md, "Public surface"); a name moves here only when a dApp needs it.
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
  AdapterSendFee,
  AdapterSendFeeParameters,
  AdapterSendNativeParameters,
  AdapterSendResult,
  AdapterSendToken,
  AdapterSendTokenParameters,
  AdapterSignMessageParameters,
  AdapterSwitchNetworkParameters,
  AdapterTransactionParameters,
  AdapterWaitForTransactionParameters,
  AdapterWriteContractParameters,
  ChainAdapter,
  ChainAdapterCapabilities,
  ChainAdapterEventName,
  ChainAdapterEvents,
  Eip155AdapterExtension,
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
export type { InvalidApiResponseErrorParameters } from '../api/InvalidApiResponseError.ts'
export { InvalidApiResponseError } from '../api/InvalidApiResponseError.ts'
export type { NetworkNotSupportedFeature } from '../api/NetworkNotSupportedError.ts'
export { NetworkNotSupportedError } from '../api/NetworkNotSupportedError.ts'
export type { EventRecord, TrackedEvent, TrackedEventName } from '../controllers/EventsController.ts'
export type { Core, CreateCoreParameters } from '../createCore.ts'
export { createCore } from '../createCore.ts'
export { AdapterNotFoundError } from '../errors/AdapterNotFoundError.ts'
export { AdapterRequestFailedError } from '../errors/AdapterRequestFailedError.ts'
export { AppKitNotCreatedError, type AppKitNotCreatedMessage } from '../errors/AppKitNotCreatedError.ts'
export type { BaseErrorParameters } from '../errors/BaseError.ts'
export { BaseError } from '../errors/BaseError.ts'
export { BrowserOnlyError } from '../errors/BrowserOnlyError.ts'
export { ChainAdapterNotFoundError } from '../errors/ChainAdapterNotFoundError.ts'
export { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
export {
  ChainNotSupportedError,
  type ChainNotSupportedErrorParameters,
} from '../errors/ChainNotSupportedError.ts'
export { ChainRequiredError } from '../errors/ChainRequiredError.ts'
export { ConnectionFailedError } from '../errors/ConnectionFailedError.ts'
export { WalletErrorCodes } from '../errors/codes.ts'
export { DisconnectError } from '../errors/DisconnectError.ts'
export { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.ts'
export { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.ts'
export { InvalidDecimalNumberError } from '../errors/InvalidDecimalNumberError.ts'
export {
  MethodNotSupportedError,
  type MethodNotSupportedErrorParameters,
} from '../errors/MethodNotSupportedError.ts'
export { ModuleLoadError } from '../errors/ModuleLoadError.ts'
export type { NetworkNotFoundMessage } from '../errors/NetworkNotFoundError.ts'
export { NetworkNotFoundError } from '../errors/NetworkNotFoundError.ts'
export { NoActiveCaipAddressError } from '../errors/NoActiveCaipAddressError.ts'
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
export { WalletConnectPairingError } from '../errors/WalletConnectPairingError.ts'
export { WalletConnectSessionMissingError } from '../errors/WalletConnectSessionMissingError.ts'
export type { BrowserStorageOptions, WebStorageLike } from '../storage/createBrowserStorage.ts'
export { createBrowserStorage } from '../storage/createBrowserStorage.ts'
export type { CookieStorageOptions } from '../storage/createCookieStorage.ts'
export { createCookieStorage } from '../storage/createCookieStorage.ts'
export { createMemoryStorage } from '../storage/createMemoryStorage.ts'
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
export type { OpenView } from '../types/RouterView.ts'
export type { ResolvedThemeMode, ThemeMode } from '../types/ThemeMode.ts'
export type { ThemeVariableKey, ThemeVariables } from '../types/ThemeVariables.ts'
export { formatUnits } from '../utils/formatUnits.ts'
export { isUserRejection } from '../utils/isUserRejection.ts'
export type { ParsedCaipAddress } from '../utils/parseCaipAddress.ts'
export { isCaipAddress, parseCaipAddress } from '../utils/parseCaipAddress.ts'
export type { ParsedCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
export { isCaipNetworkId, parseCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
export { parseUnits } from '../utils/parseUnits.ts'
export { toCaipNetwork } from '../utils/toCaipNetwork.ts'
export type { TruncateAddressOptions } from '../utils/truncateAddress.ts'
export { truncateAddress } from '../utils/truncateAddress.ts'
