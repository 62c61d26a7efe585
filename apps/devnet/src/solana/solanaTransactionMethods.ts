import type { SolanaLedger, SolanaTransactionRecord } from './createSolanaLedger.ts'
import { encodeSolanaAccount, readAccountEncoding } from './encodeSolanaAccount.ts'
import { formatSolanaTransaction, readTransactionEncoding } from './formatSolanaTransaction.ts'
import { invalidParam } from './SolanaRpcError.ts'
import { sendSolanaAirdrop } from './sendSolanaAirdrop.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'
import {
  readAddress,
  readConfig,
  readInteger,
  readSignature,
  readWireTransaction,
  type SolanaRpcHandler,
  withContext,
} from './solanaRpcParams.ts'

/** `getSignaturesForAddress`'s memo: `[length] text` for each memo instruction, joined by `; `. */
function readMemo(record: SolanaTransactionRecord): string | null {
  const { message, accountKeys } = record.decoded
  const memos = message.instructions
    .filter((instruction) => accountKeys[instruction.programAddressIndex] === solanaProgramIds.memo)
    .map(({ data }) =>
      data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8') : '',
    )
  return memos.length ? memos.map((memo) => `[${memo.length}] ${memo}`).join('; ') : null
}

function signatureInfo(record: SolanaTransactionRecord) {
  return {
    signature: record.signature,
    slot: record.slot,
    err: record.err,
    memo: readMemo(record),
    blockTime: record.blockTime,
    confirmationStatus: 'finalized',
  }
}

function readOptionalSignature(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : readSignature(value)
}

function simulationAccounts(
  ledger: SolanaLedger,
  config: Record<string, unknown>,
  postAccounts: ReturnType<SolanaLedger['simulate']>['postAccounts'],
) {
  const accounts = config.accounts
  if (accounts === undefined || accounts === null) return null
  const { addresses, encoding } = accounts as { addresses?: unknown; encoding?: unknown }
  if (!Array.isArray(addresses)) throw invalidParam('accounts.addresses must be an array')
  const accountEncoding = readAccountEncoding(encoding, 'base64')
  return addresses.map((value) => {
    const address = readAddress(value)
    const simulated = postAccounts.find((entry) => entry.address === address)
    if (simulated) return encodeSolanaAccount(ledger.svm, simulated, accountEncoding)
    const current = ledger.svm.getAccount(address)
    return current.exists ? encodeSolanaAccount(ledger.svm, current, accountEncoding) : null
  })
}

/** Sending, simulating and looking up transactions, and the faucet. */
export const solanaTransactionMethods: Record<string, SolanaRpcHandler> = {
  sendTransaction: ({ params, ledger }) => {
    const config = readConfig(params, 1)
    const bytes = readWireTransaction(params[0], config.encoding)
    return ledger.send(bytes, { skipPreflight: config.skipPreflight === true })
  },
  simulateTransaction: ({ params, ledger }) => {
    const config = readConfig(params, 1)
    const bytes = readWireTransaction(params[0], config.encoding)
    const simulation = ledger.simulate(bytes, {
      sigVerify: config.sigVerify === true,
      replaceRecentBlockhash: config.replaceRecentBlockhash === true,
    })
    const { postAccounts, ...value } = simulation
    return withContext(ledger, config, {
      ...value,
      accounts: simulationAccounts(ledger, config, postAccounts),
    })
  },
  getSignatureStatuses: ({ params, ledger }) => {
    const signatures = params[0]
    if (!Array.isArray(signatures) || signatures.length > 256)
      throw invalidParam('the first param must be an array of at most 256 signatures')
    const statuses = signatures.map((value) => {
      const record = ledger.getTransaction(readSignature(value))
      if (!record) return null
      // Every landed transaction is final at once: there is one validator and no fork.
      return {
        slot: record.slot,
        confirmations: null,
        err: record.err,
        status: record.err === null ? { Ok: null } : { Err: record.err },
        confirmationStatus: 'finalized',
      }
    })
    return withContext(ledger, readConfig(params, 1), statuses)
  },
  getTransaction: ({ params, ledger }) => {
    const record = ledger.getTransaction(readSignature(params[0]))
    // web3.js 1.x passes the commitment as a bare string in older call styles.
    const config = typeof params[1] === 'string' ? {} : readConfig(params, 1)
    if (!record) return null
    return formatSolanaTransaction(
      record,
      readTransactionEncoding(config.encoding),
      config.maxSupportedTransactionVersion,
    )
  },
  getSignaturesForAddress: ({ params, ledger }) => {
    const address = readAddress(params[0])
    const config = readConfig(params, 1)
    const limit =
      config.limit === undefined || config.limit === null ? 1000 : readInteger(config.limit, 'limit', 1000)
    if (limit < 1) throw invalidParam('Invalid limit; max 1000')
    const before = readOptionalSignature(config.before)
    const until = readOptionalSignature(config.until)
    const signatures = ledger.getSignatures(address)
    // Newest first, starting after `before` and stopping at `until` (both excluded), as a validator pages.
    let end = signatures.length
    if (before !== undefined) {
      const index = signatures.indexOf(before)
      end = Math.max(index, 0)
    }
    const result: ReturnType<typeof signatureInfo>[] = []
    for (let index = end - 1; index >= 0 && result.length < limit; index--) {
      const signature = signatures[index] as string
      if (signature === until) break
      const record = ledger.getTransaction(signature)
      if (record) result.push(signatureInfo(record))
    }
    return result
  },
  requestAirdrop: ({ params, ledger }) => {
    const to = readAddress(params[0])
    const lamports = readInteger(params[1], 'lamports')
    if (lamports === 0) throw invalidParam('lamports must be positive')
    return sendSolanaAirdrop(ledger, to, BigInt(lamports))
  },
}
