import { type Devnet, getFreePort, startDevnet } from '@org/appkit-devnet'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveWalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import { parseWalletChains } from '../chains/parseWalletChains.ts'
import { walletDefaults } from '../config/walletDefaults.ts'
import { TypedDataChainMismatchError } from '../errors/TypedDataChainMismatchError.ts'
import { UnknownAccountError } from '../errors/UnknownAccountError.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'
import { type SignableRequest, signSessionRequest } from './signSessionRequest.ts'

// Signing needs no chain; sending is routed to the RPC of the request's chain, checked against a real devnet.
const accounts = deriveWalletAccounts(walletDefaults.mnemonic, 2)
const [first, second] = accounts as [(typeof accounts)[0], (typeof accounts)[0]]
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort(), chainId: 31_338 })
})
afterAll(async () => {
  await devnet?.stop()
})

const decode = (method: string, params: unknown[]) => decodeSessionRequest(method, params) as SignableRequest

describe('signSessionRequest', () => {
  it('personal_sign: a signature of the message by the named account', async () => {
    const chain = parseWalletChains('31337=http://127.0.0.1:1')[0]!
    const signature = await signSessionRequest({
      request: decode('personal_sign', [toHex('hello devnet'), second.address]),
      chain,
      accounts,
    })
    expect(await verifyMessage({ address: second.address, message: 'hello devnet', signature })).toBe(true)
  })

  it('eth_signTypedData_v4: a signature of the typed data (EIP712Domain listed or not)', async () => {
    const chain = parseWalletChains('31337=http://127.0.0.1:1')[0]!
    const typedData = {
      domain: { name: 'Mail', version: '1', chainId: 31_337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'typed' },
    } as const
    const signature = await signSessionRequest({
      request: decode('eth_signTypedData_v4', [first.address, JSON.stringify(typedData)]),
      chain,
      accounts,
    })
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ address: first.address, ...typedData, types, signature })).toBe(true)
  })

  it('W1: eth_signTypedData_v4 for another chain than the request addresses is refused, not signed', async () => {
    const chain = parseWalletChains('31337=http://127.0.0.1:1')[0]!
    const typedData = {
      domain: { name: 'Permit', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'typed' },
    }
    await expect(
      signSessionRequest({
        request: decode('eth_signTypedData_v4', [first.address, JSON.stringify(typedData)]),
        chain,
        accounts,
      }),
    ).rejects.toThrow(TypedDataChainMismatchError)
  })

  it('eth_sendTransaction: sent to the RPC of the chain the request names; answers the hash', async () => {
    const [chain] = parseWalletChains(`eip155:31337=http://127.0.0.1:1,eip155:31338=${devnet.rpcUrl}`).slice(
      1,
    )
    const hash = await signSessionRequest({
      request: decode('eth_sendTransaction', [
        { from: second.address, to: first.address, value: toHex(parseEther('0.5')) },
      ]),
      chain: chain!,
      accounts,
    })
    const receipt = await createPublicClient({ transport: http(devnet.rpcUrl) }).waitForTransactionReceipt({
      hash,
    })
    expect(receipt).toMatchObject({ status: 'success', from: second.address.toLowerCase() })
  })

  it('eth_sendTransaction: refuses when the RPC serves another chain than the request names', async () => {
    // The devnet runs 31338; configured (wrongly) as 31337's RPC, viem's chain check stops the transaction.
    const chain = parseWalletChains(`eip155:31337=${devnet.rpcUrl}`)[0]!
    await expect(
      signSessionRequest({
        request: decode('eth_sendTransaction', [{ from: first.address, to: second.address, value: '0x1' }]),
        chain,
        accounts,
      }),
    ).rejects.toThrow(/chain/i)
  })

  it('refuses an account the session does not share (UnknownAccountError, 4100)', async () => {
    const chain = parseWalletChains('31337=http://127.0.0.1:1')[0]!
    await expect(
      signSessionRequest({
        request: decode('personal_sign', ['0x00', second.address]),
        chain,
        accounts: [first],
      }),
    ).rejects.toThrow(UnknownAccountError)
  })
})
