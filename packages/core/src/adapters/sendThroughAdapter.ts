import { ERC20_TRANSFER_ABI } from '../constants/erc20TransferAbi.ts'
import type { SendTransactionRequest } from '../controllers/submitSend.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { ChainAdapter } from './ChainAdapter.ts'

export interface SendThroughAdapterParameters {
  adapter: ChainAdapter
  /** The configured network of `request.caipNetworkId`. */
  network: CaipNetwork
  /** The sender. */
  address: string
  request: SendTransactionRequest
}

/**
 * Hands a send to the namespace's adapter in the smallest unit: a token's ERC-20 `transfer` through
 * `writeContract`, the native token through `sendTransaction`. Resolves with the transaction hash.
 *
 * @example const hash = await sendThroughAdapter({ adapter, network, address, request })
 */
export async function sendThroughAdapter({
  adapter,
  network,
  address,
  request,
}: SendThroughAdapterParameters): Promise<string> {
  const decimals = Number(request.token?.quantity.decimals ?? network.nativeCurrency.decimals)
  const value = adapter.parseUnits(request.amount, decimals)
  if (request.token?.address) {
    const { hash } = await adapter.writeContract({
      network,
      address,
      contractAddress: request.token.address,
      abi: ERC20_TRANSFER_ABI,
      method: 'transfer',
      args: [request.to, value],
    })
    return hash
  }
  const { hash } = await adapter.sendTransaction({
    network,
    address,
    to: request.to,
    value,
    ...(request.gasPrice === undefined ? {} : { gasPrice: request.gasPrice }),
  })
  return hash
}
