import { type Config, type Connector, signMessage as wagmiSignMessage } from '@wagmi/core'
import { getAddress, type Hex } from 'viem'
import { toCoreError } from '../errors/toCoreError.ts'
import { toSignature } from './toSignature.ts'

export interface SignMessageParameters {
  message: string
  /** The signing account. */
  address: string
  /** The wallet to ask; wagmi's current connection when absent. */
  connector?: Connector | undefined
}

/**
 * Asks the wallet to sign `message` (`personal_sign`) with `address`; failures as core errors. Part of the
 * adapter's lazy module (`wagmiRuntime.ts`), so wallet actions cost nothing until a wallet acts.
 *
 * @example
 * await signMessage(config, { message: 'Hello', address: '0xf39F…2266' }) // '0x…'
 */
export async function signMessage(config: Config, parameters: SignMessageParameters): Promise<Hex> {
  try {
    const signature = await wagmiSignMessage(config, {
      message: parameters.message,
      account: getAddress(parameters.address),
      ...(parameters.connector ? { connector: parameters.connector } : {}),
    })
    return toSignature(signature)
  } catch (error) {
    throw toCoreError(error)
  }
}
