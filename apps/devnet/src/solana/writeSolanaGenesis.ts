import { type Address, lamports, type ReadonlyUint8Array } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { getSolanaDevnetTokenAccount } from './getSolanaDevnetTokenAccount.ts'
import { solanaDevnetAccounts, solanaDevnetFaucet } from './solanaDevnetAccounts.ts'
import { solanaDevnetDefaults } from './solanaDevnetDefaults.ts'
import { solanaDevnetMint } from './solanaDevnetMint.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'
import { encodeMint, encodeTokenAccount } from './splTokenLayout.ts'

const lamportsPerSol = 1_000_000_000n

function put(svm: LiteSVM, address: Address, balance: bigint, owner: string, data: ReadonlyUint8Array) {
  svm.setAccount({
    address,
    lamports: lamports(balance),
    programAddress: owner as Address,
    data,
    executable: false,
    space: BigInt(data.length),
  })
}

/**
 * Writes the genesis state: the funded accounts and the faucet, the dUSD mint, and the token holders' associated
 * token accounts. Written directly (no transactions), so the history starts empty, as on anvil; the token
 * accounts' rent is on top of the SOL balances, which stay exactly `balanceSol`.
 */
export async function writeSolanaGenesis(svm: LiteSVM): Promise<void> {
  const balance = BigInt(solanaDevnetDefaults.balanceSol) * lamportsPerSol
  for (const account of solanaDevnetAccounts)
    put(svm, account.address, balance, solanaProgramIds.system, new Uint8Array())
  const faucetBalance = BigInt(solanaDevnetDefaults.faucetBalanceSol) * lamportsPerSol
  put(svm, solanaDevnetFaucet.address, faucetBalance, solanaProgramIds.system, new Uint8Array())

  const holders = solanaDevnetAccounts.slice(0, solanaDevnetDefaults.tokenHolderCount)
  const amount = BigInt(solanaDevnetDefaults.tokenMintAmount) * 10n ** BigInt(solanaDevnetMint.decimals)
  const mint = encodeMint({
    mintAuthority: solanaDevnetMint.mintAuthority,
    supply: amount * BigInt(holders.length),
    decimals: solanaDevnetMint.decimals,
    isInitialized: true,
    freezeAuthority: null,
  })
  const rent = (size: number) => svm.minimumBalanceForRentExemption(BigInt(size))
  put(svm, solanaDevnetMint.address, rent(mint.length), solanaDevnetMint.programId, mint)
  for (const holder of holders) {
    const data = encodeTokenAccount({
      mint: solanaDevnetMint.address,
      owner: holder.address,
      amount,
      delegate: null,
      state: 'initialized',
      isNative: false,
      delegatedAmount: 0n,
      closeAuthority: null,
    })
    const tokenAccount = await getSolanaDevnetTokenAccount(holder.address)
    put(svm, tokenAccount, rent(data.length), solanaDevnetMint.programId, data)
  }
}
