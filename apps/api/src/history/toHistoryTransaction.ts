import { formatUnits } from 'viem'
import type { AccountNamespace } from '../chain/AccountNamespace.ts'
import type { StoredTransaction, StoredTransfer } from './StoredHistory.ts'

/** keccak256("approve(address,uint256)") selector. */
const APPROVE_SELECTOR = '0x095ea7b3'

export interface ToHistoryTransactionOptions {
  /** The address the history is for, as the index stores it (`namespace.indexKey`). */
  address: string
  /** How the chain's namespace writes addresses, mints and its native coin. */
  namespace: AccountNamespace
  /** Price of one token unit in the request currency, by lowercase CAIP-10 token; undefined when unknown. */
  priceOf(caip10: string): number | undefined
  /** Icon URL of a token by symbol. */
  iconOf(symbol: string): string | undefined
}

type Direction = 'in' | 'out' | 'self'

function directionOf(transfer: StoredTransfer, address: string): Direction {
  if (transfer.from === address && transfer.to === address) return 'self'
  return transfer.from === address ? 'out' : 'in'
}

/**
 * The operation as seen from `address` (Zerion's names, API-SHAPES §2.3): a contract it created -> `deploy`;
 * tokens from the null address (EVM: zero address) -> `mint`, to it -> `burn`; only in -> `receive`; only out (or to itself) -> `send`;
 * both -> `trade`; no transfer of its own: `approve` for an ERC-20 approve call, else `execute`.
 */
function operationTypeOf(
  item: StoredTransaction,
  mine: readonly StoredTransfer[],
  { address, namespace }: ToHistoryTransactionOptions,
): string {
  if (item.createdContract && item.sender === address) return 'deploy'
  if (mine.length > 0) {
    if (mine.every((transfer) => transfer.from === namespace.nullAddress)) return 'mint'
    if (mine.every((transfer) => transfer.to === namespace.nullAddress)) return 'burn'
    const directions = new Set(mine.map((transfer) => directionOf(transfer, address)))
    if (directions.has('in') && directions.has('out')) return 'trade'
    return directions.has('in') ? 'receive' : 'send'
  }
  return item.selector === APPROVE_SELECTOR ? 'approve' : 'execute'
}

/**
 * A stored transaction in the history answer's shape (API-SHAPES §2.3): camelCase metadata, snake_case transfers
 * limited to those that move `address`'s funds. `sentFrom`/`sentTo` are the two sides of the transfer when there is
 * exactly one (so a token send names its recipient, not the token contract), else the transaction's sender and
 * recipient.
 */
export function toHistoryTransaction(item: StoredTransaction, options: ToHistoryTransactionOptions) {
  const { address, namespace } = options
  const mine = item.transfers.filter((transfer) => transfer.from === address || transfer.to === address)
  const only = item.transfers.length === 1 ? item.transfers[0] : undefined
  const sentFrom = only?.from ?? item.sender
  const sentTo = only?.to ?? item.recipient ?? item.createdContract ?? namespace.nullAddress
  return {
    id: `${item.chainId}:${item.hash}`,
    metadata: {
      operationType: operationTypeOf(item, mine, options),
      hash: item.hash,
      minedAt: item.blockTime.toISOString(),
      sentFrom: namespace.displayAddress(sentFrom),
      sentTo: namespace.displayAddress(sentTo),
      status: item.status,
      nonce: item.nonce,
      application: null,
      chain: item.chainId,
    },
    transfers: mine.map((transfer) => {
      const numeric = formatUnits(BigInt(transfer.amount), transfer.decimals)
      const price = options.priceOf(
        `${item.chainId}:${transfer.tokenAddress ?? namespace.nativeTokenAddress}`,
      )
      const icon = transfer.symbol ? options.iconOf(transfer.symbol) : undefined
      return {
        fungible_info: {
          name: transfer.name,
          symbol: transfer.symbol,
          icon: icon ? { url: icon } : null,
        },
        nft_info: null,
        direction: directionOf(transfer, address),
        quantity: { numeric },
        value: price === undefined ? null : Number(numeric) * price,
        price: price ?? null,
      }
    }),
  }
}

export type HistoryTransaction = ReturnType<typeof toHistoryTransaction>
