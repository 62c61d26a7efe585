import type { CaipNetwork } from '@org/appkit-core'
import type { SendTokenBalance, Transaction } from '@org/appkit-core/internal'
import { MOCK_ADDRESSES } from '@org/appkit-testing'
import { storyImages, storyTransaction } from './accountFixtures.ts'

/** The local Solana devnet as `@org/appkit/networks`' `solanaLocal` preset describes it. */
export const storySolanaLocal: CaipNetwork = {
  id: 'EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx',
  caipNetworkId: 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
}

/** A second devnet account (base58): the receiver in Solana send stories. */
export const STORY_SOLANA_RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** The devnet's SPL mint of 6 decimals, as the API names it (CAIP-10). */
const DEVNET_USD = `${storySolanaLocal.caipNetworkId}:DUSDxk1oXk6XZ8Lw4mZbYYwL9FeNnm1iTgN7aR2Jkq8P`

/** 2.5 SOL at 150 USD, as the API serves the native balance (no address). */
export const storySol: SendTokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: storySolanaLocal.caipNetworkId,
  value: 375,
  price: 150,
  quantity: { decimals: '9', numeric: '2.5' },
  iconUrl: storyImages.solana,
}

/** 1,000 dUSD at 1 USD: the devnet's SPL token. */
export const storyDevnetUsd: SendTokenBalance = {
  name: 'Devnet USD',
  symbol: 'dUSD',
  chainId: storySolanaLocal.caipNetworkId,
  address: DEVNET_USD,
  value: 1000,
  price: 1,
  quantity: { decimals: '6', numeric: '1000' },
  iconUrl: storyImages.devnetUsd,
}

/** What `/v1/account/{address}/balance` answers for the story's Solana account. */
export const storySolanaTokens: SendTokenBalance[] = [storySol, storyDevnetUsd]

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A base58 transaction signature (88 characters), distinct per `seed`. */
function signature(seed: string): string {
  return `${seed}${'5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQU'}`.slice(
    0,
    88,
  )
}

/** A Solana transfer in the API's shape: a base58 signature and addresses instead of EVM ones. */
function solanaTransfer(input: Parameters<typeof storyTransaction>[0]): Transaction {
  const transaction = storyTransaction(input)
  const outgoing = input.direction === 'out'
  return {
    ...transaction,
    metadata: {
      ...transaction.metadata,
      hash: signature(input.id),
      sentFrom: outgoing ? MOCK_ADDRESSES.solana : STORY_SOLANA_RECEIVER,
      sentTo: outgoing ? STORY_SOLANA_RECEIVER : MOCK_ADDRESSES.solana,
    },
  }
}

/** The Solana account's activity relative to `now`: 0.5 SOL sent today, 250 dUSD received yesterday. */
export function storySolanaHistory(now: number = Date.now()): Transaction[] {
  return [
    solanaTransfer({
      id: 's1',
      type: 'send',
      minedAt: new Date(now - 5 * MINUTE),
      direction: 'out',
      symbol: 'SOL',
      amount: '0.5',
      icon: storyImages.solana,
    }),
    solanaTransfer({
      id: 's2',
      type: 'receive',
      minedAt: new Date(now - DAY - 60 * MINUTE),
      direction: 'in',
      symbol: 'dUSD',
      amount: '250',
      icon: storyImages.devnetUsd,
    }),
  ]
}
