import { type Block, type Hex, type Transaction, type TransactionReceipt, zeroAddress } from 'viem'
import type { ChainHandle } from '../chain/createChainHandle.ts'
import type { IndexedHistory } from './IndexedHistory.ts'

/** keccak256("Transfer(address,address,uint256)") */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const topicAddress = (topic: Hex) => `0x${topic.slice(26)}`.toLowerCase()

/**
 * What one block adds to the history: every transaction with its status, its native value moved (when it
 * succeeded) and its ERC-20 `Transfer` logs (3 topics, 32-byte data; ERC-721 has 4 and is left out), and the
 * addresses each concerns (sender, recipient, created contract, both sides of every transfer; never the zero
 * address).
 */
export async function extractBlockHistory(
  chain: ChainHandle,
  block: Block<bigint, true>,
  receipts: readonly TransactionReceipt[],
): Promise<IndexedHistory> {
  const blockTime = new Date(Number(block.timestamp) * 1000)
  const history: IndexedHistory = { transactions: [], transfers: [], participants: new Map() }
  const receiptByHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  for (const tx of block.transactions as Transaction<bigint, number, false>[]) {
    const receipt = receiptByHash.get(tx.hash)
    if (!receipt) throw new Error(`No receipt for ${tx.hash}`)
    const ok = receipt.status === 'success'
    const sender = tx.from.toLowerCase()
    const recipient = tx.to?.toLowerCase() ?? null
    const createdContract = receipt.contractAddress?.toLowerCase() ?? null
    const involved = new Set([sender, recipient, createdContract].filter((value): value is string => !!value))
    history.transactions.push({
      hash: tx.hash,
      blockNumber: block.number as bigint,
      blockTime,
      txIndex: tx.transactionIndex ?? receipt.transactionIndex,
      sender,
      recipient,
      createdContract,
      nonce: tx.nonce,
      status: ok ? 'confirmed' : 'failed',
      selector: tx.input && tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
    })
    if (ok && tx.value > 0n) {
      const { name, symbol, decimals } = chain.config.nativeCurrency
      history.transfers.push({
        hash: tx.hash,
        position: -1,
        tokenAddress: null,
        from: sender,
        to: (recipient ?? createdContract) as string,
        amount: tx.value,
        name,
        symbol,
        decimals,
      })
    }
    for (const log of ok ? receipt.logs : []) {
      const [topic, fromTopic, toTopic] = log.topics
      if (topic !== TRANSFER_TOPIC || log.topics.length !== 3 || !fromTopic || !toTopic) continue
      if (log.data.length !== 66) continue
      const token = await chain.getToken(log.address)
      if (!token) continue
      const from = topicAddress(fromTopic)
      const to = topicAddress(toTopic)
      history.transfers.push({
        hash: tx.hash,
        position: log.logIndex ?? 0,
        tokenAddress: log.address.toLowerCase(),
        from,
        to,
        amount: BigInt(log.data),
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      })
      involved.add(from)
      involved.add(to)
    }
    involved.delete(zeroAddress)
    history.participants.set(tx.hash, involved)
  }
  return history
}
