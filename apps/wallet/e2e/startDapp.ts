import { UniversalProvider } from '@walletconnect/universal-provider'
import { createMemoryStorage } from '../src/test/createMemoryStorage.ts'
import { keepOnLoopback } from '../src/wallet/keepOnLoopback.ts'

export type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

export interface StartDappParameters {
  relayUrl: string
  name: string
  /** chain id → RPC URL: without it plain chain calls would go to the hosted RPC. */
  rpcMap: Record<number, string>
  /** Unique per dApp: each gets its own Core and storage keys. */
  storagePrefix: string
}

/** A dApp in Node, as a page would run it: UniversalProvider on the local relay, storage in memory. */
export async function startDapp({ relayUrl, name, rpcMap, storagePrefix }: StartDappParameters) {
  const dapp = await UniversalProvider.init({
    projectId: 'laboratory',
    relayUrl,
    customStoragePrefix: storagePrefix,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name,
      description: `${name} (a Node dApp in the wallet's e2e test)`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  keepOnLoopback(dapp.client.core)
  function connectWith(
    optionalNamespaces: NonNullable<Parameters<Dapp['connect']>[0]['optionalNamespaces']>,
  ) {
    const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
    const session = dapp.connect({ optionalNamespaces })
    // Handled by the caller's await; this keeps an early rejection from being reported as unhandled.
    session.catch(() => undefined)
    return { uri, session }
  }
  return {
    dapp,
    /** Starts connecting for `chains`; resolves the pairing URI once the proposal is out, and the session later. */
    connect(chains: readonly number[], methods: readonly string[]) {
      return connectWith({
        eip155: {
          chains: chains.map((chain) => `eip155:${chain}`),
          methods: [...methods],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: Object.fromEntries(Object.entries(rpcMap).map(([id, url]) => [id, url])),
        },
      })
    },
    /** Starts connecting for the Solana chain `chainId` (CAIP-2) served at `rpcUrl`. */
    connectSolana(chainId: string, rpcUrl: string, methods: readonly string[]) {
      return connectWith({
        solana: {
          chains: [chainId],
          methods: [...methods],
          events: [],
          rpcMap: { [chainId.split(':')[1] ?? chainId]: rpcUrl },
        },
      })
    },
    close: () => dapp.client.core.relayer.transportClose(),
  }
}
