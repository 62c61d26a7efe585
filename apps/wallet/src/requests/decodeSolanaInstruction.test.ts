import { ComputeBudgetProgram, type PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeSolanaInstruction } from './decodeSolanaInstruction.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'

const alice = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const bob = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const fromWeb3 = (instruction: { programId: PublicKey; data: Buffer }) => ({
  programId: instruction.programId.toBase58(),
  accounts: [],
  data: Uint8Array.from(instruction.data),
})

describe('decodeSolanaInstruction', () => {
  it('names compute budget instructions and memos', () => {
    expect(
      decodeSolanaInstruction(fromWeb3(ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }))),
    ).toEqual({
      kind: 'setComputeUnitLimit',
      units: 200_000,
    })
    expect(
      decodeSolanaInstruction(fromWeb3(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 }))),
    ).toEqual({ kind: 'setComputeUnitPrice', microLamports: 1_000n })
    expect(
      decodeSolanaInstruction({
        programId: solanaProgramIds.memo,
        accounts: [],
        data: new TextEncoder().encode('order #42'),
      }),
    ).toEqual({ kind: 'memo', text: 'order #42' })
  })

  it('an SPL Transfer (no decimals stated) keeps the amount in base units', () => {
    const data = new Uint8Array([3, 0x40, 0x42, 0x0f, 0, 0, 0, 0, 0])
    expect(
      decodeSolanaInstruction({
        programId: solanaProgramIds.token2022,
        accounts: ['src', 'dst', alice],
        data,
      }),
    ).toEqual({
      kind: 'splTransfer',
      programId: solanaProgramIds.token2022,
      source: 'src',
      destination: 'dst',
      authority: alice,
      amount: 1_000_000n,
      mint: undefined,
      decimals: undefined,
      receiver: undefined,
    })
  })

  it('does not guess: a known program with a layout that does not fit, or an account from a lookup table, is unknown', () => {
    const transfer = new Uint8Array([2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])
    expect(
      decodeSolanaInstruction({
        programId: solanaProgramIds.system,
        accounts: [alice, null],
        data: transfer,
      }),
    ).toMatchObject({ kind: 'unknown', accounts: [alice, null] })
    expect(
      decodeSolanaInstruction({
        programId: solanaProgramIds.system,
        accounts: [alice, bob],
        data: transfer.subarray(0, 8),
      }),
    ).toMatchObject({ kind: 'unknown' })
    expect(
      decodeSolanaInstruction({
        programId: solanaProgramIds.memo,
        accounts: [],
        data: new Uint8Array([0xff]),
      }),
    ).toMatchObject({ kind: 'unknown' })
  })
})
