import type { Address } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { formatTokenAmount, type RpcTokenAmount } from './formatTokenAmount.ts'
import { decodeMint, decodeTokenAccount, isMintData, isTokenAccountData } from './splTokenLayout.ts'

/** An entry of a transaction's `preTokenBalances` / `postTokenBalances`. */
export interface RpcTokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: RpcTokenAmount
}

/** The decimals of `mint`, or 0 when it is not a mint (the RPC shows the raw amount then). */
export function readMintDecimals(svm: LiteSVM, mint: Address): number {
  const account = svm.getAccount(mint)
  return account.exists && isMintData(account.programAddress, account.data)
    ? decodeMint(account.data).decimals
    : 0
}

/** The token balances held by the SPL token accounts among a transaction's keys, as the RPC lists them. */
export function readTokenBalances(svm: LiteSVM, keys: readonly Address[]): RpcTokenBalance[] {
  const balances: RpcTokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key)
    if (!account.exists || !isTokenAccountData(account.programAddress, account.data)) return
    const token = decodeTokenAccount(account.data)
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
      uiTokenAmount: formatTokenAmount(token.amount, readMintDecimals(svm, token.mint)),
    })
  })
  return balances
}
