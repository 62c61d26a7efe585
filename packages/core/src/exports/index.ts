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

// --- composition root
