// @org/appkit-relay (private): a local WalletConnect relay for offline development and tests.
export type { RelayStats } from '../createRelayHub.ts'
export type { RelayLimits } from '../relayDefaults.ts'
export { defaultRelayLimits, relayDefaults } from '../relayDefaults.ts'
export type { RelayLogger } from '../relayLogger.ts'
export { consoleRelayLogger, silentRelayLogger } from '../relayLogger.ts'
export type { Relay, StartRelayParameters } from '../startRelay.ts'
export { startRelay } from '../startRelay.ts'
