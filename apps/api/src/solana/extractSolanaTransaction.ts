import type { IndexedTransaction, IndexedTransfer } from '../history/IndexedHistory.ts'
import type { SolanaChainHandle } from './createSolanaChainHandle.ts'
import { readU64 } from './parseRpcJson.ts'
import { solanaNullAddress } from './solanaNamespace.ts'
import type { RpcInstruction, RpcParsedTransaction, RpcTokenBalance } from './solanaRpcTypes.ts'
import { associatedTokenProgram, computeBudgetProgram } from './solanaTokenPrograms.ts'

/** One Solana transaction as the history index stores it; its place in the slot (`txIndex`) is given on storing. */
export interface SolanaTransactionHistory {
  transaction: Omit<IndexedTransaction, 'txIndex'>
  transfers: IndexedTransfer[]
  /** The wallets it concerns: its signers and both sides of every transfer (never the null address). */
  participants: Set<string>
}

interface TokenAccount {
  mint: string
  owner: string | undefined
  decimals: number | undefined
}

/** Seconds from 1970 to 9999: the times the index and its cursors hold. */
const isUnixTime = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < 253_402_300_800

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** Token account -> mint and owner, from the balances the node lists before and after the transaction. */
function tokenAccountsOf(
  keys: readonly string[],
  balances: readonly (RpcTokenBalance[] | null | undefined)[],
) {
  const accounts = new Map<string, TokenAccount>()
  for (const list of balances)
    for (const balance of list ?? []) {
      const key = keys[balance.accountIndex]
      if (!key || typeof balance.mint !== 'string') continue
      const decimals = balance.uiTokenAmount?.decimals
      accounts.set(key, {
        mint: balance.mint,
        owner: asString(balance.owner) ?? accounts.get(key)?.owner,
        decimals: Number.isInteger(decimals) ? decimals : accounts.get(key)?.decimals,
      })
    }
  return accounts
}

/** Every instruction in execution order, each inner one after its top-level one, with that top-level's program. */
function flatten(
  tx: RpcParsedTransaction,
): { instruction: RpcInstruction; topProgram: string; inner: boolean }[] {
  const inner = new Map((tx.meta?.innerInstructions ?? []).map((entry) => [entry.index, entry.instructions]))
  return tx.transaction.message.instructions.flatMap((instruction, index) => [
    { instruction, topProgram: instruction.programId, inner: false },
    ...(inner.get(index) ?? []).map((child) => ({
      instruction: child,
      topProgram: instruction.programId,
      inner: true,
    })),
  ])
}

/**
 * What one `jsonParsed` transaction adds to a wallet history: its fee payer (sender), status and the value it moved
 * when it succeeded: SOL by System transfers (not the rent an associated token account instruction pays for the
 * account it creates, nor account creation), SPL tokens by Token / Token-2022 transfers, mints (from the null
 * address) and burns (to it). Token transfers are between wallets: a token account stands for its owner.
 */
export function extractSolanaTransaction(
  chain: SolanaChainHandle,
  signature: string,
  tx: RpcParsedTransaction,
  fallbackBlockTime: number | null | undefined,
): SolanaTransactionHistory {
  const keys = tx.transaction.message.accountKeys.map((key) => (typeof key === 'string' ? key : key.pubkey))
  const signers = tx.transaction.message.accountKeys
    .filter((key, index) => (typeof key === 'string' ? index === 0 : key.signer === true))
    .map((key) => (typeof key === 'string' ? key : key.pubkey))
  const sender = keys[0]
  if (!sender) throw new Error(`${signature}: a transaction without accounts`)
  if (!Number.isSafeInteger(tx.slot) || tx.slot < 0) throw new Error(`${signature}: no slot`)
  const failed = tx.meta?.err !== null && tx.meta?.err !== undefined
  // Without meta (a node that lost it) nothing says what moved: the transaction is listed with no transfers.
  const ok = !failed && Boolean(tx.meta)
  const tokenAccounts = tokenAccountsOf(keys, [tx.meta?.preTokenBalances, tx.meta?.postTokenBalances])
  const transfers: IndexedTransfer[] = []
  const add = (
    position: number,
    token: { mint: string | null; decimals: number | undefined },
    from: string,
    to: string,
    amount: bigint | undefined,
  ) => {
    if (amount === undefined || amount === 0n || token.decimals === undefined) return
    const known = token.mint ? chain.knownToken(token.mint) : undefined
    const native = token.mint === null ? chain.nativeCurrency : undefined
    transfers.push({
      hash: signature,
      position,
      tokenAddress: token.mint,
      from,
      to,
      amount,
      name: native?.name ?? known?.name ?? null,
      symbol: native?.symbol ?? known?.symbol ?? null,
      decimals: token.decimals,
    })
  }
  const ownerOf = (account: string | undefined, fallback?: unknown) =>
    (account ? tokenAccounts.get(account)?.owner : undefined) ?? asString(fallback) ?? account
  if (ok)
    flatten(tx).forEach(({ instruction, topProgram, inner }, position) => {
      const parsed = typeof instruction.parsed === 'object' ? instruction.parsed : undefined
      const info = parsed?.info ?? {}
      if (instruction.program === 'system') {
        // Rent an associated token account instruction pays for the account it creates: no transfer of value.
        if (inner && topProgram === associatedTokenProgram) return
        if (parsed?.type !== 'transfer' && parsed?.type !== 'transferWithSeed') return
        const from = asString(info.source)
        const to = asString(info.destination)
        if (from && to)
          add(
            position,
            { mint: null, decimals: chain.nativeCurrency.decimals },
            from,
            to,
            readU64(info.lamports),
          )
        return
      }
      if (instruction.program !== 'spl-token' && instruction.program !== 'spl-token-2022') return
      const checked = info.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined
      const amount = readU64(checked?.amount ?? info.amount)
      const tokenOf = (account: string | undefined) => {
        const held = account ? tokenAccounts.get(account) : undefined
        const mint = asString(info.mint) ?? held?.mint
        const decimals = Number.isInteger(checked?.decimals) ? (checked?.decimals as number) : held?.decimals
        return mint ? { mint, decimals } : undefined
      }
      switch (parsed?.type) {
        case 'transfer':
        case 'transferChecked': {
          const source = asString(info.source)
          const destination = asString(info.destination)
          const token = tokenOf(source) ?? tokenOf(destination)
          const from = ownerOf(source, info.authority ?? info.multisigAuthority)
          const to = ownerOf(destination)
          if (token && from && to) add(position, token, from, to, amount)
          return
        }
        case 'mintTo':
        case 'mintToChecked': {
          const account = asString(info.account)
          const token = tokenOf(account)
          const to = ownerOf(account)
          if (token && to) add(position, token, solanaNullAddress, to, amount)
          return
        }
        case 'burn':
        case 'burnChecked': {
          const account = asString(info.account)
          const token = tokenOf(account)
          const from = ownerOf(account, info.authority ?? info.multisigAuthority)
          if (token && from) add(position, token, from, solanaNullAddress, amount)
          return
        }
        default:
          return
      }
    })
  const participants = new Set([...signers, ...transfers.flatMap((transfer) => [transfer.from, transfer.to])])
  participants.delete(solanaNullAddress)
  // What the transaction is about: the first counterparty it paid, else the first program it called.
  const recipient =
    transfers.find((transfer) => transfer.to !== sender)?.to ??
    transfers[0]?.to ??
    tx.transaction.message.instructions.find((instruction) => instruction.programId !== computeBudgetProgram)
      ?.programId ??
    null
  const blockTime = [tx.blockTime, fallbackBlockTime].find(isUnixTime) ?? 0
  return {
    transaction: {
      hash: signature,
      blockNumber: BigInt(tx.slot),
      blockTime: new Date(blockTime * 1000),
      sender,
      recipient,
      createdContract: null,
      nonce: 0,
      status: failed ? 'failed' : 'confirmed',
      selector: null,
    },
    transfers,
    participants,
  }
}
