import type { TokenBalance, Transaction } from '@org/appkit-core/internal'

// Small SVG logos as data URLs: stories show real images without reaching a network.
function logo(background: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="${background}"/><text x="20" y="26" font-family="Arial" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const storyImages = {
  ethereum: logo('#627eea', 'E'),
  devnet: logo('#1f9d55', 'D'),
  solana: logo('#9945ff', 'S'),
  polkadot: logo('#e6007a', 'P'),
  bitcoin: logo('#f7931a', 'B'),
  usdc: logo('#2775ca', 'U'),
  devnetUsd: logo('#0b7a4b', 'D'),
  app: logo('#0a68d6', 'A'),
  wallet: logo('#f6851b', 'W'),
  profile: logo('#7b3fe4', 'V'),
  nft: logo('#111827', 'N'),
}

/** `chainImages` for the fixture networks. */
export const storyChainImages: Record<string, string> = {
  '31337': storyImages.devnet,
  '1': storyImages.ethereum,
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: storyImages.solana,
  EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx: storyImages.solana,
  '91b171bb158e2d3848fa23a9f1c25182': storyImages.polkadot,
  '000000000933ea01ad0ee984209779ba': storyImages.bitcoin,
}

export const storyTokens: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    value: 3829.1234,
    price: 3100.5,
    quantity: { decimals: '18', numeric: '1.23456789' },
    iconUrl: storyImages.ethereum,
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    value: 250,
    price: 1,
    quantity: { decimals: '6', numeric: '250.000001' },
    iconUrl: storyImages.usdc,
  },
  {
    name: 'Test Token',
    symbol: 'TST',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    price: 0,
    quantity: { decimals: '18', numeric: '1000000.5' },
    iconUrl: '',
  },
]

export const storyLongTokens: TokenBalance[] = [
  {
    name: 'An Extraordinarily Long Token Name That Never Seems To End',
    symbol: 'LONGSYMBOLTOKEN',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    value: 123456789.12,
    price: 1.5,
    quantity: { decimals: '18', numeric: '82304526.0801' },
    iconUrl: '',
  },
  ...storyTokens,
]

/** `count` tokens with increasing balances, for the ManyItems story. */
export function manyStoryTokens(count: number): TokenBalance[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Token ${index + 1}`,
    symbol: `T${index + 1}`,
    chainId: 'eip155:31337',
    address: `eip155:31337:0x${(index + 1).toString(16).padStart(40, '0')}`,
    value: (index + 1) * 10,
    price: 1,
    quantity: { decimals: '18', numeric: String((index + 1) * 10) },
    iconUrl: '',
  }))
}

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

interface StoryTransactionInput {
  id: string
  type: string
  minedAt: Date
  direction: 'in' | 'out'
  symbol?: string
  amount?: string
  icon?: string
  status?: string
  nft?: { name: string; preview?: string; spam?: boolean }
  from?: string
  to?: string
}

/** One history entry in the API's shape. */
export function storyTransaction(input: StoryTransactionInput): Transaction {
  return {
    id: input.id,
    metadata: {
      operationType: input.type,
      hash: `0x${input.id.padStart(64, '0')}`,
      minedAt: input.minedAt.toISOString(),
      sentFrom: input.from ?? OTHER,
      sentTo: input.to ?? OTHER,
      status: input.status ?? 'confirmed',
      nonce: 0,
    },
    transfers: [
      input.nft
        ? {
            nft_info: {
              name: input.nft.name,
              ...(input.nft.preview
                ? { content: { preview: { url: input.nft.preview, content_type: null } } }
                : {}),
              flags: { is_spam: input.nft.spam ?? false },
            },
            direction: input.direction,
            quantity: { numeric: '1' },
          }
        : {
            fungible_info: {
              name: input.symbol ?? 'Ether',
              symbol: input.symbol ?? 'ETH',
              icon: input.icon ? { url: input.icon } : null,
            },
            direction: input.direction,
            quantity: { numeric: input.amount ?? '0.1' },
          },
    ],
  }
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** A first page of activity relative to `now`: today, yesterday and older, sent, received, NFT, pending, failed. */
export function storyHistory(now: number = Date.now()): Transaction[] {
  return [
    storyTransaction({
      id: '1',
      type: 'send',
      minedAt: new Date(now - 5 * MINUTE),
      direction: 'out',
      amount: '0.25',
      icon: storyImages.ethereum,
      status: 'pending',
    }),
    storyTransaction({
      id: '2',
      type: 'receive',
      minedAt: new Date(now - 3 * 60 * MINUTE),
      direction: 'in',
      symbol: 'USDC',
      amount: '120.5',
      icon: storyImages.usdc,
    }),
    storyTransaction({
      id: '3',
      type: 'mint',
      minedAt: new Date(now - DAY - 60 * MINUTE),
      direction: 'in',
      nft: { name: 'Story Punk #42', preview: storyImages.nft },
    }),
    storyTransaction({
      id: '4',
      type: 'send',
      minedAt: new Date(now - 2 * DAY),
      direction: 'out',
      amount: '1.0005',
      icon: storyImages.ethereum,
      status: 'failed',
    }),
    storyTransaction({
      id: '5',
      type: 'receive',
      minedAt: new Date(now - 40 * DAY),
      direction: 'in',
      nft: { name: 'Free airdrop, claim now', spam: true },
    }),
  ]
}

/** A second page, behind the cursor 'page-2'. */
export function storyHistoryPage2(now: number = Date.now()): Transaction[] {
  return [
    storyTransaction({
      id: '6',
      type: 'receive',
      minedAt: new Date(now - 90 * DAY),
      direction: 'in',
      amount: '3',
      icon: storyImages.ethereum,
    }),
  ]
}
