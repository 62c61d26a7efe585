import { expect, it } from 'vitest'
import type { SendTransactionRequest } from '../controllers/submitSend.ts'
import { MethodNotSupportedError } from '../errors/MethodNotSupportedError.ts'
import { solana as SOLANA } from '../test/testNetworks.ts'
import { createMockAdapter } from './createMockAdapter.ts'
import { sendThroughAdapter } from './sendThroughAdapter.ts'

const request = (token?: SendTransactionRequest['token']): SendTransactionRequest => ({
  chainNamespace: 'solana',
  caipNetworkId: SOLANA.caipNetworkId,
  to: 'receiver',
  amount: '1.5',
  token,
  gasPrice: undefined,
})

const MINT = {
  name: 'USD',
  symbol: 'USD',
  address: 'mint',
  price: 1,
  quantity: { decimals: '6', numeric: '9' },
  iconUrl: '',
}

it('sends the native token in its smallest unit with the network decimals, a token with its own', async () => {
  const mock = createMockAdapter({ namespace: 'solana' })
  const target = { adapter: mock.adapter, network: SOLANA, address: 'sender' }
  await sendThroughAdapter({ ...target, request: request() })
  await sendThroughAdapter({ ...target, request: request(MINT) })
  expect(mock.calls.map(({ method, parameters }) => ({ method, parameters }))).toEqual([
    {
      method: 'sendNative',
      parameters: { network: SOLANA, address: 'sender', to: 'receiver', value: 1_500_000_000n },
    },
    {
      method: 'sendToken',
      parameters: {
        network: SOLANA,
        address: 'sender',
        to: 'receiver',
        token: { address: 'mint', decimals: 6 },
        amount: 1_500_000n,
      },
    },
  ])
})

it('refuses an adapter that does not send with MethodNotSupportedError', async () => {
  const { adapter } = createMockAdapter({ namespace: 'solana', capabilities: { send: false } })
  const target = { adapter, network: SOLANA, address: 'sender' }
  await expect(sendThroughAdapter({ ...target, request: request() })).rejects.toBeInstanceOf(
    MethodNotSupportedError,
  )
  await expect(sendThroughAdapter({ ...target, request: request(MINT) })).rejects.toBeInstanceOf(
    MethodNotSupportedError,
  )
})
