import { type AdapterSwitchNetworkParameters, NetworkNotFoundError } from '@org/appkit-core'
import { type Config, switchChain } from '@wagmi/core'
import { configuredChainId } from '../configuredChainId.ts'
import { toCoreError } from '../errors/toCoreError.ts'
import { liveConnector } from '../liveConnector.ts'
import { toAddEthereumChainParameter } from '../toAddEthereumChainParameter.ts'
import { type ConfirmWalletChainOptions, confirmWalletChain } from './confirmWalletChain.ts'

function currentConnectorId(config: Config): string {
  const { current, connections } = config.state
  return (current ? connections.get(current)?.connector.id : undefined) ?? ''
}

/**
 * `WagmiAdapter.switchNetwork`: asks the connected wallet to switch (`wallet_switchEthereumChain`; on 4902 wagmi
 * adds the chain with `wallet_addEthereumChain`, spec §7; see confirmWalletChain for a wallet that never says it moved), or, with no wallet connected, moves wagmi's chain.
 * Loaded with `import()` on the first switch.
 *
 * @example
 * await switchWalletNetwork(config, { network: optimism, connectorId: 'io.metamask' })
 */
export async function switchWalletNetwork(
  config: Config,
  parameters: AdapterSwitchNetworkParameters,
  limits: Pick<ConfirmWalletChainOptions, 'intervalMs' | 'limitMs'> = {},
): Promise<void> {
  const { network } = parameters
  const chainId = configuredChainId(config, network)
  if (chainId === undefined) throw new NetworkNotFoundError(network.caipNetworkId)
  const connector = liveConnector(config, parameters.connectorId || currentConnectorId(config))
  if (!connector) {
    // Nothing to ask a wallet: the dApp's wagmi hooks follow the chosen network.
    config.setState((state) => ({ ...state, chainId }))
    return
  }
  const checks = new AbortController()
  try {
    // wallet_switchEthereumChain; on 4902 wagmi adds the chain with these details and switches (spec §7). A
    // wallet that moves without saying so is caught by asking it, and one that never moves fails in time.
    await Promise.race([
      switchChain(config, {
        chainId,
        connector,
        addEthereumChainParameter: toAddEthereumChainParameter(network),
      }),
      confirmWalletChain(connector, chainId, { ...limits, signal: checks.signal }),
    ])
  } catch (error) {
    throw toCoreError(error, { chainId })
  } finally {
    checks.abort()
  }
}
