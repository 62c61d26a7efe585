import { createWalletClient, type Hex, http, type LocalAccount } from 'viem'
import { getWalletAccount } from '../accounts/getWalletAccount.ts'
import { toViemChain } from '../chains/toViemChain.ts'
import type { WalletChain } from '../chains/WalletChain.ts'
import { assertTypedDataChain } from './assertTypedDataChain.ts'
import type { DecodedRequest } from './DecodedRequest.ts'

export type SignableRequest = Extract<
  DecodedRequest,
  { method: 'personal_sign' | 'eth_sendTransaction' | 'eth_signTypedData_v4' }
>

export interface SignSessionRequestParameters {
  request: SignableRequest
  /** The chain the dApp addressed: a transaction goes to its RPC (viem checks the node's chain id first). */
  chain: WalletChain
  /** The held accounts this session may use. */
  accounts: readonly LocalAccount[]
}

/**
 * Carries out an approved request with a local account: the signature, or the hash of the sent transaction.
 * Throws `UnknownAccountError` when the request names an account the session does not share, and
 * `TypedDataChainMismatchError` for typed data signed for another chain than `chain`.
 */
export async function signSessionRequest({
  request,
  chain,
  accounts,
}: SignSessionRequestParameters): Promise<Hex> {
  switch (request.method) {
    case 'personal_sign':
      return getWalletAccount(accounts, request.address).signMessage({ message: request.message.signable })
    case 'eth_signTypedData_v4':
      assertTypedDataChain(request, chain.caipId)
      return getWalletAccount(accounts, request.address).signTypedData(request.typedData)
    case 'eth_sendTransaction': {
      const { transaction } = request
      const client = createWalletClient({
        account: getWalletAccount(accounts, transaction.from),
        chain: toViemChain(chain),
        transport: http(chain.rpcUrl),
      })
      return client.sendTransaction({
        to: transaction.to ?? null,
        value: transaction.value,
        ...(transaction.data ? { data: transaction.data } : {}),
        ...(transaction.gas === undefined ? {} : { gas: transaction.gas }),
        ...(transaction.nonce === undefined ? {} : { nonce: transaction.nonce }),
      })
    }
  }
}
