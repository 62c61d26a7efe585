import { getBase58Decoder } from '@solana/kit'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'

export interface SolanaInstructionInput {
  programId: string
  accounts: string[]
  data: Uint8Array
  stackHeight: number | null
}

const base58 = getBase58Decoder()

function parseSystem(accounts: string[], data: Uint8Array, view: DataView) {
  const kind = data.length >= 4 ? view.getUint32(0, true) : -1
  if (kind === 2 && data.length >= 12)
    return {
      type: 'transfer',
      info: { source: accounts[0], destination: accounts[1], lamports: Number(view.getBigUint64(4, true)) },
    }
  if (kind === 0 && data.length >= 52)
    return {
      type: 'createAccount',
      info: {
        source: accounts[0],
        newAccount: accounts[1],
        lamports: Number(view.getBigUint64(4, true)),
        space: Number(view.getBigUint64(12, true)),
        owner: base58.decode(data.subarray(20, 52)),
      },
    }
  return undefined
}

function parseToken(accounts: string[], data: Uint8Array, view: DataView) {
  const amount = () => view.getBigUint64(1, true)
  switch (data.length >= 9 ? data[0] : data.length === 1 ? data[0] : -1) {
    case 3:
      return {
        type: 'transfer',
        info: {
          source: accounts[0],
          destination: accounts[1],
          authority: accounts[2],
          amount: amount().toString(),
        },
      }
    case 12:
      return {
        type: 'transferChecked',
        info: {
          source: accounts[0],
          mint: accounts[1],
          destination: accounts[2],
          authority: accounts[3],
          tokenAmount: formatTokenAmount(amount(), data[9] ?? 0),
        },
      }
    case 7:
      return {
        type: 'mintTo',
        info: {
          mint: accounts[0],
          account: accounts[1],
          mintAuthority: accounts[2],
          amount: amount().toString(),
        },
      }
    case 8:
      return {
        type: 'burn',
        info: {
          account: accounts[0],
          mint: accounts[1],
          authority: accounts[2],
          amount: amount().toString(),
        },
      }
    case 9:
      return {
        type: 'closeAccount',
        info: { account: accounts[0], destination: accounts[1], owner: accounts[2] },
      }
    default:
      return undefined
  }
}

function parseAssociatedToken(accounts: string[], data: Uint8Array) {
  const kind = data.length === 0 ? 0 : data[0]
  if (kind !== 0 && kind !== 1) return undefined
  return {
    type: kind === 0 ? 'create' : 'createIdempotent',
    info: {
      source: accounts[0],
      account: accounts[1],
      wallet: accounts[2],
      mint: accounts[3],
      systemProgram: accounts[4],
      tokenProgram: accounts[5],
    },
  }
}

/**
 * An instruction in `jsonParsed` form: the ones a wallet's activity needs (SOL transfers, SPL transfers and
 * mints, associated token accounts, memos) parsed, any other as `{ programId, accounts, data }`.
 */
export function parseSolanaInstruction({ programId, accounts, data, stackHeight }: SolanaInstructionInput) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  let program: string | undefined
  let parsed: unknown
  if (programId === solanaProgramIds.system) [program, parsed] = ['system', parseSystem(accounts, data, view)]
  else if (programId === solanaProgramIds.token || programId === solanaProgramIds.token2022)
    [program, parsed] = [
      programId === solanaProgramIds.token ? 'spl-token' : 'spl-token-2022',
      parseToken(accounts, data, view),
    ]
  else if (programId === solanaProgramIds.associatedToken)
    [program, parsed] = ['spl-associated-token-account', parseAssociatedToken(accounts, data)]
  else if (programId === solanaProgramIds.memo)
    [program, parsed] = ['spl-memo', new TextDecoder().decode(data)]
  if (program && parsed !== undefined) return { program, programId, parsed, stackHeight }
  return { programId, accounts, data: base58.decode(data), stackHeight }
}
