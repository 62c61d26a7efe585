import type { DecodedSolanaInstruction } from './DecodedSolanaRequest.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'

/** An instruction as a message compiles it, its accounts already looked up (`null`: from a lookup table). */
export interface CompiledSolanaInstruction {
  programId: string
  accounts: (string | null)[]
  data: Uint8Array
}

/**
 * What one instruction does, for the request card: SOL transfers (System Program), SPL transfers (Token and
 * Token-2022 `Transfer`, `TransferChecked`), associated token account creation, compute budget and memos; any
 * other instruction, or one whose data does not fit its layout, is `unknown` with its program id.
 *
 * @example decodeSolanaInstruction({ programId: '1111…', accounts: [from, to], data }) // { kind: 'solTransfer', … }
 */
export function decodeSolanaInstruction(instruction: CompiledSolanaInstruction): DecodedSolanaInstruction {
  const unknown: DecodedSolanaInstruction = { kind: 'unknown', ...instruction }
  const { programId, accounts, data } = instruction
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const account = (index: number) => accounts[index] ?? undefined
  switch (programId) {
    case solanaProgramIds.system: {
      // SystemInstruction::Transfer: u32 2, then u64 lamports; accounts [from, to].
      const [from, to] = [account(0), account(1)]
      if (data.length !== 12 || view.getUint32(0, true) !== 2 || !from || !to) return unknown
      return { kind: 'solTransfer', from, to, lamports: view.getBigUint64(4, true) }
    }
    case solanaProgramIds.token:
    case solanaProgramIds.token2022: {
      // Transfer: u8 3, u64 amount; accounts [source, destination, authority].
      if (data.length === 9 && data[0] === 3) {
        const [source, destination, authority] = [account(0), account(1), account(2)]
        if (!source || !destination || !authority) return unknown
        const amount = view.getBigUint64(1, true)
        return splTransfer({ programId, source, destination, authority, amount })
      }
      // TransferChecked: u8 12, u64 amount, u8 decimals; accounts [source, mint, destination, authority].
      if (data.length === 10 && data[0] === 12) {
        const [source, mint, destination, authority] = [account(0), account(1), account(2), account(3)]
        if (!source || !mint || !destination || !authority) return unknown
        const amount = view.getBigUint64(1, true)
        return splTransfer({ programId, source, destination, authority, amount, mint, decimals: data[9] })
      }
      return unknown
    }
    case solanaProgramIds.associatedToken: {
      // Create (no data or 0) and CreateIdempotent (1); accounts [payer, account, owner, mint, system, token].
      const [payer, created, owner, mint] = [account(0), account(1), account(2), account(3)]
      if (data.length > 1 || (data.length === 1 && data[0]! > 1) || !payer || !created || !owner || !mint)
        return unknown
      return { kind: 'createTokenAccount', payer, account: created, owner, mint, idempotent: data[0] === 1 }
    }
    case solanaProgramIds.computeBudget:
      if (data.length === 5 && data[0] === 2)
        return { kind: 'setComputeUnitLimit', units: view.getUint32(1, true) }
      if (data.length === 9 && data[0] === 3)
        return { kind: 'setComputeUnitPrice', microLamports: view.getBigUint64(1, true) }
      return unknown
    case solanaProgramIds.memo:
    case solanaProgramIds.memoV1: {
      try {
        return { kind: 'memo', text: new TextDecoder('utf-8', { fatal: true }).decode(data) }
      } catch {
        return unknown
      }
    }
    default:
      return unknown
  }
}

function splTransfer(fields: {
  programId: string
  source: string
  destination: string
  authority: string
  amount: bigint
  mint?: string
  decimals?: number | undefined
}): DecodedSolanaInstruction {
  return {
    kind: 'splTransfer',
    ...fields,
    mint: fields.mint,
    decimals: fields.decimals,
    receiver: undefined,
  }
}
