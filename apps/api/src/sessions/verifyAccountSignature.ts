import { type Address, isHex, verifyMessage } from 'viem'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'

/**
 * Refuses with 401 `signature` unless `signature` is `address`'s EIP-191 signature of `message`. On a chain this
 * server serves, the chain's client checks it, so contract accounts (ERC-1271, and ERC-6492 before deployment) pass
 * too; elsewhere only an EOA's signature does.
 */
export async function verifyAccountSignature(
  chains: ChainRegistry,
  { chainId, address }: { chainId: string; address: Address },
  message: string,
  signature: unknown,
): Promise<void> {
  const refuse = () =>
    new ApiHttpError(401, 'signature', 'The signature is not the account’s signature of the expected message')
  if (typeof signature !== 'string' || !isHex(signature) || signature.length < 4) throw refuse()
  const chain = chains.get(chainId)
  let valid = false
  try {
    valid = chain
      ? await chain.client.verifyMessage({ address, message, signature })
      : await verifyMessage({ address, message, signature })
  } catch {
    valid = false
  }
  if (!valid) throw refuse()
}
