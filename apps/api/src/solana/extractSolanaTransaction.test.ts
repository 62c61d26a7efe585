import { describe, expect, it } from 'vitest'
import { createSolanaChainHandle } from './createSolanaChainHandle.ts'
import { extractSolanaTransaction } from './extractSolanaTransaction.ts'
import type { RpcInstruction, RpcParsedTransaction, RpcTokenBalance } from './solanaRpcTypes.ts'

// Shapes a validator answers with `encoding: 'jsonParsed'` for what the local devnet cannot produce (pre-funded token
// accounts, mints, burns, failures, Token-2022, unknown mints); the devnet's own answers are covered end to end by
// the route tests.

const chain = createSolanaChainHandle({
  namespace: 'solana',
  id: 'EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx',
  name: 'Test',
  rpcUrl: 'http://127.0.0.1:9',
  tokens: [
    {
      address: 'Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt',
      name: 'Devnet USD',
      symbol: 'dUSD',
      decimals: 6,
    },
  ],
})
const SIGNATURE = '5DsPKvwfQKv97vCwRJzkY4rQdgoKnF8AkmiWmUq3QoNtn49GuRt1QcNFUyUnfHYFLR7cMYwC4KSHybdQ3dGiimVb'
const ALICE = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const BOB = 'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh'
const ALICE_TOKENS = '7sCkhCX4LJfx7Y4Utsfc2cjFua5VhvfMdUyaBSRQA2xE'
const BOB_TOKENS = '9ka5Bj7uqgCgDyJkkujE5VmCdbJmr12t27BimuJfQ1Z2'
const DUSD = 'Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt'
const OTHER_MINT = 'So11111111111111111111111111111111111111112'
const SYSTEM = '11111111111111111111111111111111'
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const ATA = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const KEYS = [ALICE, BOB_TOKENS, ALICE_TOKENS, BOB, DUSD, SYSTEM, TOKEN, ATA]

const tokenBalance = (account: string, owner: string, mint = DUSD, decimals = 6): RpcTokenBalance => ({
  accountIndex: KEYS.indexOf(account),
  mint,
  owner,
  uiTokenAmount: { amount: '0', decimals },
})
const system = (type: string, info: Record<string, unknown>): RpcInstruction => ({
  program: 'system',
  programId: SYSTEM,
  parsed: { type, info },
})
const spl = (type: string, info: Record<string, unknown>, programId = TOKEN): RpcInstruction => ({
  program: programId === TOKEN ? 'spl-token' : 'spl-token-2022',
  programId,
  parsed: { type, info },
})

function transaction(
  instructions: RpcInstruction[],
  meta: Partial<NonNullable<RpcParsedTransaction['meta']>> = {},
): RpcParsedTransaction {
  return {
    slot: 7,
    blockTime: 1_767_225_600,
    meta: {
      err: null,
      preTokenBalances: [tokenBalance(ALICE_TOKENS, ALICE)],
      postTokenBalances: [tokenBalance(ALICE_TOKENS, ALICE), tokenBalance(BOB_TOKENS, BOB)],
      innerInstructions: [],
      ...meta,
    },
    transaction: {
      signatures: [SIGNATURE],
      message: {
        accountKeys: KEYS.map((pubkey, index) => ({ pubkey, signer: index === 0, writable: index < 3 })),
        instructions,
      },
    },
  }
}

const transfersOf = (tx: RpcParsedTransaction) =>
  extractSolanaTransaction(chain, SIGNATURE, tx, undefined).transfers.map(
    ({ tokenAddress, from, to, amount, symbol, decimals }) => ({
      tokenAddress,
      from,
      to,
      amount,
      symbol,
      decimals,
    }),
  )

describe('extractSolanaTransaction: a jsonParsed transaction as history rows', () => {
  it('a SOL transfer: native, between the two wallets, with slot, time, fee payer and status', () => {
    const history = extractSolanaTransaction(
      chain,
      SIGNATURE,
      transaction([system('transfer', { source: ALICE, destination: BOB, lamports: 1_500_000_000 })]),
      undefined,
    )
    expect(history.transaction).toEqual({
      hash: SIGNATURE,
      blockNumber: 7n,
      blockTime: new Date('2026-01-01T00:00:00.000Z'),
      sender: ALICE,
      recipient: BOB,
      createdContract: null,
      nonce: 0,
      status: 'confirmed',
      selector: null,
    })
    expect(history.transfers).toEqual([
      {
        hash: SIGNATURE,
        position: 0,
        tokenAddress: null,
        from: ALICE,
        to: BOB,
        amount: 1_500_000_000n,
        name: 'Solana',
        symbol: 'SOL',
        decimals: 9,
      },
    ])
    expect([...history.participants].sort()).toEqual([ALICE, BOB].sort())
  })

  it('token transfers name the wallets that own the token accounts; the mint comes from the balances when unchecked', () => {
    expect(
      transfersOf(
        transaction([
          spl('transfer', {
            source: ALICE_TOKENS,
            destination: BOB_TOKENS,
            authority: ALICE,
            amount: '2500000',
          }),
        ]),
      ),
    ).toEqual([{ tokenAddress: DUSD, from: ALICE, to: BOB, amount: 2_500_000n, symbol: 'dUSD', decimals: 6 }])
  })

  it('a pre-funded new token account: the rent the ATA program moves is no transfer, the token transfer is', () => {
    const tx = transaction(
      [
        { program: 'spl-associated-token-account', programId: ATA, parsed: { type: 'create', info: {} } },
        spl('transferChecked', {
          source: ALICE_TOKENS,
          mint: DUSD,
          destination: BOB_TOKENS,
          authority: ALICE,
          tokenAmount: { amount: '7000000', decimals: 6 },
        }),
      ],
      {
        innerInstructions: [
          {
            index: 0,
            instructions: [
              system('transfer', { source: ALICE, destination: BOB_TOKENS, lamports: 2_039_280 }),
              system('createAccount', { source: ALICE, newAccount: BOB_TOKENS, lamports: 2_039_280 }),
            ],
          },
        ],
      },
    )
    expect(transfersOf(tx)).toEqual([
      { tokenAddress: DUSD, from: ALICE, to: BOB, amount: 7_000_000n, symbol: 'dUSD', decimals: 6 },
    ])
    // Positions count inner instructions too: the transfer is the fourth instruction run.
    expect(extractSolanaTransaction(chain, SIGNATURE, tx, undefined).transfers[0]?.position).toBe(3)
  })

  it('mints come from the null address and burns go to it; Token-2022 and unknown mints count too', () => {
    const tx = transaction(
      [
        spl('mintTo', { mint: DUSD, account: BOB_TOKENS, mintAuthority: ALICE, amount: '5' }),
        spl(
          'burnChecked',
          {
            account: ALICE_TOKENS,
            mint: OTHER_MINT,
            authority: ALICE,
            tokenAmount: { amount: '3', decimals: 9 },
          },
          TOKEN_2022,
        ),
      ],
      {
        postTokenBalances: [tokenBalance(ALICE_TOKENS, ALICE, OTHER_MINT, 9), tokenBalance(BOB_TOKENS, BOB)],
      },
    )
    expect(transfersOf(tx)).toEqual([
      { tokenAddress: DUSD, from: SYSTEM, to: BOB, amount: 5n, symbol: 'dUSD', decimals: 6 },
      { tokenAddress: OTHER_MINT, from: ALICE, to: SYSTEM, amount: 3n, symbol: null, decimals: 9 },
    ])
    const { participants } = extractSolanaTransaction(chain, SIGNATURE, tx, undefined)
    expect(participants.has(SYSTEM)).toBe(false)
  })

  it('a failed transaction moves nothing; amounts past 2^53 stay exact', () => {
    const failed = transaction([system('transfer', { source: ALICE, destination: BOB, lamports: 5 })], {
      err: { InstructionError: [0, 'Custom'] },
    })
    expect(extractSolanaTransaction(chain, SIGNATURE, failed, undefined)).toMatchObject({
      transaction: { status: 'failed' },
      transfers: [],
    })
    const large = transaction([
      system('transfer', { source: ALICE, destination: BOB, lamports: '18000000000000000000' }),
    ])
    expect(transfersOf(large)[0]?.amount).toBe(18_000_000_000_000_000_000n)
  })

  it('takes the listed block time when the transaction has none, and refuses one without a slot', () => {
    const tx = { ...transaction([]), blockTime: null }
    expect(
      extractSolanaTransaction(chain, SIGNATURE, tx, 1_767_225_601).transaction.blockTime.toISOString(),
    ).toBe('2026-01-01T00:00:01.000Z')
    expect(() => extractSolanaTransaction(chain, SIGNATURE, { ...tx, slot: -1 }, undefined)).toThrow(
      /no slot/,
    )
  })
})
