import { type Address, getAddressEncoder, type ReadonlyUint8Array } from '@solana/kit'
import { encodeSolanaAccount, readAccountEncoding } from './encodeSolanaAccount.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { readMintDecimals } from './readTokenBalances.ts'
import { invalidParam } from './SolanaRpcError.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'
import {
  readAddress,
  readConfig,
  type SolanaRpcCall,
  type SolanaRpcHandler,
  withContext,
} from './solanaRpcParams.ts'
import { decodeMint, decodeTokenAccount, isMintData, isTokenAccountData } from './splTokenLayout.ts'

function readAccount({ ledger }: SolanaRpcCall, address: Address, config: Record<string, unknown>) {
  const account = ledger.svm.getAccount(address)
  if (!account.exists) return null
  return encodeSolanaAccount(
    ledger.svm,
    account,
    readAccountEncoding(config.encoding, 'base58'),
    config.dataSlice,
  )
}

function tokenAccountsOf(call: SolanaRpcCall, owner: Address, filter: Record<string, unknown>) {
  const { svm } = call.ledger
  let programs: string[]
  let mint: Address | undefined
  if (typeof filter.mint === 'string') {
    mint = readAddress(filter.mint)
    const mintAccount = svm.getAccount(mint)
    if (!mintAccount.exists || !isMintData(mintAccount.programAddress, mintAccount.data))
      throw invalidParam('Token mint could not be unpacked')
    programs = [mintAccount.programAddress]
  } else if (typeof filter.programId === 'string') {
    const programId = readAddress(filter.programId)
    if (programId !== solanaProgramIds.token && programId !== solanaProgramIds.token2022)
      throw invalidParam('unrecognized Token program id')
    programs = [programId]
  } else throw invalidParam('the filter must be { mint } or { programId }')
  const ownerBytes = getAddressEncoder().encode(owner)
  const mintBytes = mint ? getAddressEncoder().encode(mint) : undefined
  // A token account starts with its mint (32 bytes), then its owner.
  const holds = (data: ReadonlyUint8Array, offset: number, expected: ReadonlyUint8Array) =>
    expected.every((byte, index) => data[offset + index] === byte)
  const matches = (data: ReadonlyUint8Array) =>
    holds(data, 32, ownerBytes) && (!mintBytes || holds(data, 0, mintBytes))
  return programs.flatMap((program) =>
    svm
      .getProgramAccounts(program as Address)
      .filter((account) => isTokenAccountData(account.programAddress, account.data) && matches(account.data)),
  )
}

/** Account reads: balances, account data (base58, base64, jsonParsed) and SPL token accounts. */
export const solanaAccountMethods: Record<string, SolanaRpcHandler> = {
  getBalance: ({ params, ledger }) =>
    withContext(ledger, readConfig(params, 1), ledger.svm.getBalance(readAddress(params[0])) ?? 0n),
  getAccountInfo: (call) => {
    const config = readConfig(call.params, 1)
    return withContext(call.ledger, config, readAccount(call, readAddress(call.params[0]), config))
  },
  getMultipleAccounts: (call) => {
    const addresses = call.params[0]
    if (!Array.isArray(addresses) || addresses.length > 100)
      throw invalidParam('the first param must be an array of at most 100 public keys')
    const config = readConfig(call.params, 1)
    const values = addresses.map((address) => readAccount(call, readAddress(address), config))
    return withContext(call.ledger, config, values)
  },
  getTokenAccountsByOwner: (call) => {
    const owner = readAddress(call.params[0])
    const config = readConfig(call.params, 2)
    const encoding = readAccountEncoding(config.encoding, 'base58')
    const accounts = tokenAccountsOf(call, owner, readConfig(call.params, 1)).map((account) => ({
      pubkey: account.address,
      account: encodeSolanaAccount(call.ledger.svm, account, encoding, config.dataSlice),
    }))
    return withContext(call.ledger, config, accounts)
  },
  getTokenAccountBalance: ({ params, ledger }) => {
    const account = ledger.svm.getAccount(readAddress(params[0]))
    if (!account.exists || !isTokenAccountData(account.programAddress, account.data))
      throw invalidParam('not a Token account')
    const token = decodeTokenAccount(account.data)
    const amount = formatTokenAmount(token.amount, readMintDecimals(ledger.svm, token.mint))
    return withContext(ledger, readConfig(params, 1), amount)
  },
  getTokenSupply: ({ params, ledger }) => {
    const account = ledger.svm.getAccount(readAddress(params[0]))
    if (!account.exists || !isMintData(account.programAddress, account.data))
      throw invalidParam('not a Token mint')
    const mint = decodeMint(account.data)
    return withContext(ledger, readConfig(params, 1), formatTokenAmount(mint.supply, mint.decimals))
  },
}
