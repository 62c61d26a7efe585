import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { evmNamespace } from '../chain/evmNamespace.ts'
import type { StoredTransaction, StoredTransfer } from './StoredHistory.ts'
import { toHistoryTransaction } from './toHistoryTransaction.ts'

const me = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'

function transaction(transfers: StoredTransfer[], extra: Partial<StoredTransaction> = {}): StoredTransaction {
  return {
    chainId: 'eip155:1',
    hash: '0xaa',
    blockNumber: '1',
    blockTime: new Date('2026-01-01T00:00:00Z'),
    txIndex: 0,
    sender: me,
    recipient: token,
    createdContract: null,
    nonce: 4,
    status: 'confirmed',
    selector: '0xa9059cbb',
    transfers,
    ...extra,
  }
}

function transfer(from: string, to: string, amount = '1000000'): StoredTransfer {
  return { position: 0, tokenAddress: token, from, to, amount, name: 'USD', symbol: 'USD', decimals: 6 }
}

const options = {
  address: me,
  namespace: evmNamespace,
  priceOf: () => 2,
  iconOf: (symbol: string) => `icon:${symbol}`,
}
const typeOf = (item: StoredTransaction) => toHistoryTransaction(item, options).metadata.operationType

describe('toHistoryTransaction: the history item as seen from one address', () => {
  it.each([
    ['send', [transfer(me, other)]],
    ['receive', [transfer(other, me)]],
    ['trade', [transfer(me, other), { ...transfer(other, me), position: 1 }]],
    ['mint', [transfer(zeroAddress, me)]],
    ['burn', [transfer(me, zeroAddress)]],
    ['send', [transfer(me, me)]],
  ] as const)('%s', (operationType, transfers) => {
    expect(typeOf(transaction([...transfers]))).toBe(operationType)
  })

  it('approve, execute and deploy when none of its funds move', () => {
    expect(typeOf(transaction([], { selector: '0x095ea7b3' }))).toBe('approve')
    expect(typeOf(transaction([]))).toBe('execute')
    expect(typeOf(transaction([], { recipient: null, createdContract: token, selector: '0x60806040' }))).toBe(
      'deploy',
    )
  })

  it('names the token recipient as sentTo, keeps only the address’s transfers, and prices them', () => {
    const item = toHistoryTransaction(
      transaction([transfer(me, other, '2500000'), { ...transfer(other, token), position: 1 }]),
      options,
    )
    // Two transfers: sentTo is the transaction's own recipient (the token contract).
    expect(item.metadata.sentTo).toBe(token)
    expect(item.transfers).toEqual([
      {
        fungible_info: { name: 'USD', symbol: 'USD', icon: { url: 'icon:USD' } },
        nft_info: null,
        direction: 'out',
        quantity: { numeric: '2.5' },
        value: 5,
        price: 2,
      },
    ])
    const single = toHistoryTransaction(transaction([transfer(me, other)]), options)
    expect(single.metadata.sentTo.toLowerCase()).toBe(other)
    expect(single.metadata).toMatchObject({
      nonce: 4,
      status: 'confirmed',
      chain: 'eip155:1',
      minedAt: '2026-01-01T00:00:00.000Z',
    })
  })

  it('leaves value and price null when the operator table has no price', () => {
    const item = toHistoryTransaction(transaction([transfer(other, me)]), {
      ...options,
      priceOf: () => undefined,
    })
    expect(item.transfers[0]).toMatchObject({ value: null, price: null, direction: 'in' })
  })
})
