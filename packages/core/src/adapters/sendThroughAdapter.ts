import type { SendTransactionRequest } from '../controllers/submitSend.ts'
import { MethodNotSupportedError } from '../errors/MethodNotSupportedError.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { parseUnits } from '../utils/parseUnits.ts'
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
 * Hands a send to the namespace's adapter in the smallest unit: a token through `sendToken` (the adapter builds
 * the namespace's own transfer), the native token through `sendNative`. Resolves with the transaction hash; an
 * adapter without sends (`capabilities.send` false) is refused with MethodNotSupportedError.
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
  const value = parseUnits(request.amount, decimals)
  if (request.token?.address) {
    if (!adapter.sendToken) throw notSupported('sendToken')
    const { hash } = await adapter.sendToken({
      network,
      address,
      to: request.to,
      token: { address: request.token.address, decimals },
      amount: value,
    })
    return hash
  }
  if (!adapter.sendNative) throw notSupported('sendNative')
  const { hash } = await adapter.sendNative({
    network,
    address,
    to: request.to,
    value,
    ...(request.gasPrice === undefined ? {} : { feeRate: request.gasPrice }),
  })
  return hash
}

function notSupported(method: string) {
  return new MethodNotSupportedError({ method, hint: "The namespace's adapter does not send." })
}
