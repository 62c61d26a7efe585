import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import { getSolanaMessageFee } from './getSolanaMessageFee.ts'
import { invalidParam } from './SolanaRpcError.ts'
import { solanaDevnetGenesisHash } from './solanaDevnetChainId.ts'
import {
  checkMinContextSlot,
  readConfig,
  readInteger,
  readWireTransaction,
  type SolanaRpcHandler,
  solanaRpcVersion,
  withContext,
} from './solanaRpcParams.ts'

const slotsPerEpoch = 432_000

/** Chain-wide reads: blockhashes, slots, epoch, version, rent and fees. */
export const solanaClusterMethods: Record<string, SolanaRpcHandler> = {
  getLatestBlockhash: ({ params, ledger }) =>
    withContext(ledger, readConfig(params, 0), ledger.latestBlockhash()),
  isBlockhashValid: ({ params, ledger }) => {
    if (typeof params[0] !== 'string') throw invalidParam('blockhash must be a string')
    return withContext(ledger, readConfig(params, 1), ledger.isBlockhashValid(params[0]))
  },
  getSlot: ({ params, ledger }) => {
    checkMinContextSlot(ledger, readConfig(params, 0))
    return ledger.slot
  },
  getBlockHeight: ({ params, ledger }) => {
    checkMinContextSlot(ledger, readConfig(params, 0))
    return ledger.blockHeight
  },
  getTransactionCount: ({ ledger }) => ledger.transactionCount,
  getEpochInfo: ({ params, ledger }) => {
    checkMinContextSlot(ledger, readConfig(params, 0))
    return {
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: Math.floor(ledger.slot / slotsPerEpoch),
      slotIndex: ledger.slot % slotsPerEpoch,
      slotsInEpoch: slotsPerEpoch,
      transactionCount: ledger.transactionCount,
    }
  },
  getGenesisHash: () => solanaDevnetGenesisHash,
  getVersion: () => ({ 'solana-core': solanaRpcVersion, 'feature-set': 0 }),
  getHealth: () => 'ok',
  getMinimumBalanceForRentExemption: ({ params, ledger }) =>
    Number(
      ledger.svm.minimumBalanceForRentExemption(
        BigInt(readInteger(params[0], 'data length', 10 * 1024 * 1024)),
      ),
    ),
  getFeeForMessage: ({ params, ledger }) => {
    const bytes = readWireTransaction(params[0], 'base64')
    let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
    try {
      message = getCompiledTransactionMessageDecoder().decode(bytes)
    } catch {
      throw invalidParam('invalid message')
    }
    if (message.version === 1) throw invalidParam('transaction version 1 is not supported')
    // A validator answers null for a message whose blockhash it no longer accepts.
    const fee = ledger.isBlockhashValid(message.lifetimeToken) ? getSolanaMessageFee(message) : null
    return withContext(ledger, readConfig(params, 1), fee)
  },
  getRecentPrioritizationFees: () => [],
}
