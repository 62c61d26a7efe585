import {
  type AppKitMetadata,
  type AppKitOptions,
  type CaipNetwork,
  SignClientNotInitializedError,
  WalletConnectPairingError,
  type WalletConnectProvider,
  type WalletConnectSession,
  type WalletConnectSource,
} from '@org/appkit-core'
import { provideLocalStorageIfBlocked } from './provideLocalStorageIfBlocked.ts'
import { toOptionalNamespaces } from './toOptionalNamespaces.ts'

/** The universal provider as this module drives it: the session provider plus pairing and its SDK core. */
export interface UniversalProviderLike extends WalletConnectProvider {
  connect(parameters: {
    optionalNamespaces: Record<string, unknown>
  }): Promise<WalletConnectSession | undefined>
  client?: {
    core?: {
      verify?: { register?: unknown; resolve?: unknown }
      eventClient?: { init?: unknown }
    }
  }
}

export interface UniversalProviderInitOptions {
  projectId: string
  relayUrl?: string
  metadata?: AppKitMetadata
  telemetryEnabled: boolean
  logger: string
}

export interface WalletConnectClientOptions {
  projectId: string
  relayUrl?: string | undefined
  metadata?: AppKitMetadata | undefined
  networks: readonly CaipNetwork[]
  /** The `customRpcUrls` option: the first URL of a network is its RPC in the proposal's `rpcMap`. */
  customRpcUrls?: AppKitOptions['customRpcUrls'] | undefined
  /** False turns WalletConnect Verify off (`verifyUrl: false`): no request to a verify service. */
  verify: boolean
  /** A UniversalProvider the dApp built itself (`universalProvider` option). */
  universalProvider?: UniversalProviderLike | undefined
  /** Loads and initialises the SDK; tests hand in their own. Default: `import('@walletconnect/universal-provider')`. */
  initUniversalProvider?:
    | ((options: UniversalProviderInitOptions) => Promise<UniversalProviderLike>)
    | undefined
}

async function initFromSdk(options: UniversalProviderInitOptions): Promise<UniversalProviderLike> {
  // The SDK's storage module reads localStorage as it loads: where that throws, the SDK would not load at all.
  provideLocalStorageIfBlocked()
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  return (await UniversalProvider.init(options as never)) as unknown as UniversalProviderLike
}

/**
 * The page's one WalletConnect session: the SDK loads on first use (never at page load), the session is restored
 * from storage when the SDK starts, and `pair` shows a fresh URI for each attempt. Nothing reaches a hosted
 * service the dApp did not configure: telemetry is off, and Verify too with `verify: false`.
 *
 * @example
 * const walletConnect = createWalletConnectClient({ projectId, relayUrl, networks, verify: false })
 * const session = await walletConnect.pair((uri) => core.connection.setWcUri(uri))
 */
export function createWalletConnectClient(options: WalletConnectClientOptions) {
  let provider: Promise<UniversalProviderLike> | undefined

  async function start(): Promise<UniversalProviderLike> {
    let instance: UniversalProviderLike
    try {
      instance =
        options.universalProvider ??
        (await (options.initUniversalProvider ?? initFromSdk)({
          projectId: options.projectId,
          ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
          ...(options.metadata ? { metadata: options.metadata } : {}),
          telemetryEnabled: false,
          logger: 'silent',
        }))
    } catch (cause) {
      throw new SignClientNotInitializedError({ cause })
    }
    if (!instance.client) throw new SignClientNotInitializedError()
    const core = instance.client.core
    // The SDK sends an INIT telemetry event even with telemetry off; with Verify off it would still load the
    // hosted verify frame on every connect and request.
    if (core?.eventClient) core.eventClient.init = async () => undefined
    if (!options.verify && core?.verify) {
      core.verify.register = async () => undefined
      core.verify.resolve = async () => undefined
    }
    return instance
  }

  function getProvider(): Promise<UniversalProviderLike> {
    provider ??= start().catch((error: unknown) => {
      provider = undefined
      throw error
    })
    return provider
  }

  /** Proposes a session for the dApp's networks; `onUri` gets the pairing URI (QR code, deep link). */
  async function pair(onUri: (uri: string) => void): Promise<WalletConnectSession> {
    const instance = await getProvider()
    const onDisplayUri = (uri: string) => onUri(uri)
    instance.on('display_uri', onDisplayUri as never)
    try {
      const session = await instance.connect({
        optionalNamespaces: { ...toOptionalNamespaces(options.networks, options.customRpcUrls) },
      })
      if (!session) throw new WalletConnectPairingError()
      return session
    } finally {
      instance.removeListener('display_uri', onDisplayUri as never)
    }
  }

  const source: WalletConnectSource = { getProvider }
  return { getProvider, pair, source }
}

export type WalletConnectClient = ReturnType<typeof createWalletConnectClient>
