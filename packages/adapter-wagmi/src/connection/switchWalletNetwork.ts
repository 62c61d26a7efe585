import { type AdapterSwitchNetworkParameters, NetworkNotFoundError, WalletErrorCodes } from '@org/appkit-core'
import { type Config, type Connector, switchChain } from '@wagmi/core'
import { numberToHex } from 'viem'
import { configuredChainId } from '../configuredChainId.ts'
import { toCoreError } from '../errors/toCoreError.ts'
import { walletCode } from '../errors/walletCode.ts'
import { liveConnector } from '../liveConnector.ts'
import { toAddEthereumChainParameter } from '../toAddEthereumChainParameter.ts'
import { type ConfirmWalletChainOptions, confirmWalletChain } from './confirmWalletChain.ts'

type SwitchLimits = Pick<ConfirmWalletChainOptions, 'intervalMs' | 'limitMs'>

function currentConnectorId(config: Config): string {
  const { current, connections } = config.state
  return (current ? connections.get(current)?.connector.id : undefined) ?? ''
}

/** wallet_switchEthereumChain through wagmi (which adds the chain itself on 4902), ended in time by asking. */
async function switchOnce(
  config: Config,
  connector: Connector,
  chainId: number,
  parameters: AdapterSwitchNetworkParameters,
  limits: SwitchLimits,
): Promise<void> {
  const checks = new AbortController()
  try {
    await Promise.race([
      switchChain(config, {
        chainId,
        connector,
        addEthereumChainParameter: toAddEthereumChainParameter(parameters.network),
      }),
      confirmWalletChain(connector, chainId, { ...limits, signal: checks.signal }),
    ])
  } finally {
    checks.abort()
  }
}

/**
 * `WagmiAdapter.switchNetwork`: asks the connected wallet to switch (`wallet_switchEthereumChain`), or, with no
 * wallet connected, moves wagmi's chain. A wallet that does not know the chain answers 4902 (wagmi then adds it
 * with `wallet_addEthereumChain`) or, some of them, -32603 'invalid chain id' (spec §8): on that answer the chain
 * is added here and the switch asked once more. A wallet that says yes and never moves fails after the time limit
 * (confirmWalletChain). Part of the adapter's lazy module (`wagmiRuntime.ts`).
 *
 * @example
 * await switchWalletNetwork(config, { network: optimism, connectorId: 'io.metamask' })
 */
export async function switchWalletNetwork(
  config: Config,
  parameters: AdapterSwitchNetworkParameters,
  limits: SwitchLimits = {},
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
  try {
    try {
      await switchOnce(config, connector, chainId, parameters, limits)
    } catch (error) {
      if (walletCode(error) !== WalletErrorCodes.invalidChainId) throw error
      const provider = (await connector.getProvider()) as {
        request(args: { method: string; params: unknown[] }): Promise<unknown>
      }
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: numberToHex(chainId), ...toAddEthereumChainParameter(network) }],
      })
      await switchOnce(config, connector, chainId, parameters, limits)
    }
  } catch (error) {
    throw toCoreError(error, { chainId })
  }
}
