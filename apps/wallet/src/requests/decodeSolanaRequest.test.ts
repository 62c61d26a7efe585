import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../encoding/encodeBase58.ts'
import { encodeBase64 } from '../encoding/encodeBase64.ts'
import { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
import { UnsupportedMethodError } from '../errors/UnsupportedMethodError.ts'
import {
  createAtaIdempotentInstruction,
  createSolTransfer,
  createTransferCheckedInstruction,
  createV0Transaction,
  randomKey,
  testBlockhash,
} from '../test/solanaTestTransactions.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'
import { decodeSolanaRequest } from './decodeSolanaRequest.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'

const alice = new PublicKey('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
const bob = new PublicKey('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
const dUSD = new PublicKey('Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt')

describe('decodeSolanaRequest: solana_signMessage', () => {
  it('decodes the base58 message as text for reading, keeping the bytes to sign', () => {
    const bytes = new TextEncoder().encode('Sign in to Lab\nnonce 7')
    expect(
      decodeSolanaRequest('solana_signMessage', { message: encodeBase58(bytes), pubkey: alice.toBase58() }),
    ).toEqual({
      method: 'solana_signMessage',
      pubkey: alice.toBase58(),
      message: { bytes, text: 'Sign in to Lab\nnonce 7' },
    })
  })

  it('shows binary messages as bytes only', () => {
    const decoded = decodeSolanaRequest('solana_signMessage', {
      message: encodeBase58(new Uint8Array([0, 1, 255])),
      pubkey: alice.toBase58(),
    })
    expect(decoded).toMatchObject({ message: { bytes: new Uint8Array([0, 1, 255]), text: undefined } })
  })

  it.each([
    [{ pubkey: alice.toBase58() }, '"message" is missing'],
    [{ message: '', pubkey: alice.toBase58() }, '"message" is missing'],
    [{ message: '0OIl', pubkey: alice.toBase58() }, '"message" is not base58'],
    [{ message: '3yZe7d' }, '"pubkey" is missing'],
    [{ message: '3yZe7d', pubkey: 'alice' }, '"pubkey" is not a Solana address'],
    [{ message: '3yZe7d', pubkey: 42 }, '"pubkey" is not a Solana address'],
  ])('refuses %j with InvalidRequestParamsError (-32602): %s', (params, reason) => {
    expect(() => decodeSolanaRequest('solana_signMessage', params)).toThrow(InvalidRequestParamsError)
    expect(() => decodeSolanaRequest('solana_signMessage', params)).toThrow(reason)
  })
})

describe('decodeSolanaRequest: transactions', () => {
  it('a legacy SOL transfer: fee payer, signers, the amount in lamports and the receiver', () => {
    const transaction = createSolTransfer(alice, bob, 1_500_000_000)
    const decoded = decodeSolanaRequest('solana_signTransaction', { transaction, pubkey: alice.toBase58() })
    expect(decoded).toEqual({
      method: 'solana_signTransaction',
      pubkey: alice.toBase58(),
      transaction: {
        wire: Uint8Array.from(Buffer.from(transaction, 'base64')),
        version: 'legacy',
        feePayer: alice.toBase58(),
        signers: [alice.toBase58()],
        recentBlockhash: testBlockhash,
        instructions: [
          { kind: 'solTransfer', from: alice.toBase58(), to: bob.toBase58(), lamports: 1_500_000_000n },
        ],
        lookupTables: [],
      },
    })
  })

  it('a v0 SPL TransferChecked with the receiver token account created in the same transaction', () => {
    const [source, destination] = [randomKey(), randomKey()]
    const transaction = createV0Transaction(alice, [
      createAtaIdempotentInstruction(alice, destination, bob, dUSD),
      createTransferCheckedInstruction({
        source,
        mint: dUSD,
        destination,
        owner: alice,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ])
    const decoded = decodeSolanaRequest('solana_signAndSendTransaction', { transaction })
    expect(decoded).toMatchObject({
      method: 'solana_signAndSendTransaction',
      pubkey: undefined,
      sendOptions: {},
      transaction: { version: 0, feePayer: alice.toBase58(), signers: [alice.toBase58()] },
    })
    const { instructions } = (decoded as { transaction: { instructions: unknown[] } }).transaction
    expect(instructions).toEqual([
      {
        kind: 'createTokenAccount',
        payer: alice.toBase58(),
        account: destination.toBase58(),
        owner: bob.toBase58(),
        mint: dUSD.toBase58(),
        idempotent: true,
      },
      {
        kind: 'splTransfer',
        programId: solanaProgramIds.token,
        source: source.toBase58(),
        destination: destination.toBase58(),
        authority: alice.toBase58(),
        amount: 12_500_000n,
        mint: dUSD.toBase58(),
        decimals: 6,
        receiver: bob.toBase58(),
      },
    ])
  })

  it('an instruction of a program it does not know: listed by program id, accounts and data', () => {
    const program = randomKey()
    const other = randomKey()
    const transaction = createV0Transaction(alice, [
      new TransactionInstruction({
        programId: program,
        keys: [
          { pubkey: alice, isSigner: true, isWritable: true },
          { pubkey: other, isSigner: false, isWritable: false },
        ],
        data: Buffer.from([1, 2, 3]),
      }),
      // A System Program instruction that is not a transfer is unknown too, not guessed at.
      new TransactionInstruction({
        programId: new PublicKey(solanaProgramIds.system),
        keys: [],
        data: Buffer.from([9, 0, 0, 0]),
      }),
    ])
    const decoded = decodeSolanaRequest('solana_signTransaction', { transaction })
    expect((decoded as { transaction: { instructions: unknown[] } }).transaction.instructions).toEqual([
      {
        kind: 'unknown',
        programId: program.toBase58(),
        accounts: [alice.toBase58(), other.toBase58()],
        data: new Uint8Array([1, 2, 3]),
      },
      {
        kind: 'unknown',
        programId: solanaProgramIds.system,
        accounts: [],
        data: new Uint8Array([9, 0, 0, 0]),
      },
    ])
  })

  it('reads the send options (sendOptions, or options as some dApps name them)', () => {
    const transaction = createSolTransfer(alice, bob, 1)
    const sendOptions = { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 2 }
    expect(decodeSolanaRequest('solana_signAndSendTransaction', { transaction, sendOptions })).toMatchObject({
      sendOptions,
    })
    expect(
      decodeSolanaRequest('solana_signAndSendTransaction', { transaction, options: { minContextSlot: 5 } }),
    ).toMatchObject({ sendOptions: { minContextSlot: 5 } })
    expect(() =>
      decodeSolanaRequest('solana_signAndSendTransaction', { transaction, sendOptions: { maxRetries: -1 } }),
    ).toThrow('"sendOptions.maxRetries" is not a whole number')
  })

  it('solana_signAllTransactions decodes each transaction, naming the one that is malformed', () => {
    const transactions = [createSolTransfer(alice, bob, 1), createSolTransfer(alice, bob, 2)]
    const decoded = decodeSolanaRequest('solana_signAllTransactions', { transactions })
    expect(decoded.method).toBe('solana_signAllTransactions')
    expect((decoded as { transactions: unknown[] }).transactions).toHaveLength(2)
    expect(() =>
      decodeSolanaRequest('solana_signAllTransactions', { transactions: [transactions[0], 'AAAA'] }),
    ).toThrow(
      'Invalid params for solana_signAllTransactions: "transactions[1]" is not a serialized Solana transaction',
    )
    expect(() => decodeSolanaRequest('solana_signAllTransactions', { transactions: [] })).toThrow(
      '"transactions" is missing',
    )
  })

  it.each([
    ['a missing transaction', {}, '"transaction" is missing'],
    ['bad base64', { transaction: 'not base64!' }, '"transaction" is not base64'],
    [
      'base64 of something else',
      { transaction: encodeBase64(new TextEncoder().encode('hello')) },
      'is not a serialized Solana transaction',
    ],
    [
      'trailing bytes after a transaction',
      {
        transaction: encodeBase64(
          new Uint8Array([...Buffer.from(createSolTransfer(alice, bob, 1), 'base64'), 0]),
        ),
      },
      'is not a serialized Solana transaction',
    ],
    [
      'a pubkey that is not an address',
      { transaction: createSolTransfer(alice, bob, 1), pubkey: 'bob' },
      '"pubkey" is not a Solana address',
    ],
  ])('refuses %s with InvalidRequestParamsError (-32602)', (_, params, reason) => {
    expect(() => decodeSolanaRequest('solana_signTransaction', params)).toThrow(InvalidRequestParamsError)
    expect(() => decodeSolanaRequest('solana_signTransaction', params)).toThrow(reason)
    expect(new InvalidRequestParamsError('solana_signTransaction', reason).code).toBe(-32_602)
  })

  it('refuses a transaction without a fee payer signature slot', () => {
    // A message requiring no signature at all: web3.js reads it, the wallet refuses it.
    const unsigned = new Transaction({ feePayer: alice, recentBlockhash: testBlockhash }).add(
      SystemProgram.transfer({ fromPubkey: alice, toPubkey: bob, lamports: 1 }),
    )
    const message = unsigned.compileMessage()
    message.header.numRequiredSignatures = 0
    const wire = new Uint8Array([0, ...message.serialize()])
    expect(() => decodeSolanaRequest('solana_signTransaction', { transaction: encodeBase64(wire) })).toThrow(
      'is not a serialized Solana transaction',
    )
  })
})

describe('decodeSessionRequest routes solana_* methods', () => {
  it('to the Solana decoder, and answers an unknown solana method 4200', () => {
    const message = encodeBase58(new TextEncoder().encode('hi'))
    expect(decodeSessionRequest('solana_signMessage', { message, pubkey: alice.toBase58() }).method).toBe(
      'solana_signMessage',
    )
    expect(() => decodeSessionRequest('solana_signIn', {})).toThrow(
      new UnsupportedMethodError('solana_signIn'),
    )
    expect(() => decodeSessionRequest('solana_signMessage', [message, alice.toBase58()])).toThrow(
      InvalidRequestParamsError,
    )
  })
})
