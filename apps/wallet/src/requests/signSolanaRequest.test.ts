import { type SolanaDevnet, solanaDevnetDefaults, startSolanaDevnet } from '@org/appkit-devnet'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveSolanaAccounts } from '../accounts/deriveSolanaAccounts.ts'
import { parseSolanaChains } from '../chains/parseSolanaChains.ts'
import { walletDefaults } from '../config/walletDefaults.ts'
import { decodeBase58 } from '../encoding/decodeBase58.ts'
import { decodeBase64 } from '../encoding/decodeBase64.ts'
import { encodeBase58 } from '../encoding/encodeBase58.ts'
import { encodeBase64 } from '../encoding/encodeBase64.ts'
import { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
import { UnknownAccountError } from '../errors/UnknownAccountError.ts'
import { createSolTransfer, testBlockhash } from '../test/solanaTestTransactions.ts'
import { verifyEd25519 } from '../test/verifyEd25519.ts'
import { decodeSolanaRequest } from './decodeSolanaRequest.ts'
import { signSolanaRequest } from './signSolanaRequest.ts'

// Signing needs no chain; solana_signAndSendTransaction is checked against a real devnet (LiteSVM).
const accounts = await deriveSolanaAccounts(walletDefaults.mnemonic, 2)
const [first, second] = accounts as [(typeof accounts)[0], (typeof accounts)[0]]
const offline = parseSolanaChains('solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx=http://127.0.0.1:1')[0]!
let devnet: SolanaDevnet
let connection: Connection

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(async () => {
  await devnet?.stop()
})

const sign = (method: string, params: unknown, shared = accounts, chain = offline) =>
  signSolanaRequest({ request: decodeSolanaRequest(method, params), chain, accounts: shared })

describe('signSolanaRequest', () => {
  it('solana_signMessage: { signature } in base58, an ed25519 signature of the message by pubkey', async () => {
    const message = new TextEncoder().encode('hello solana devnet')
    const result = await sign('solana_signMessage', {
      message: encodeBase58(message),
      pubkey: second.address,
    })
    expect(Object.keys(result)).toEqual(['signature'])
    const signature = decodeBase58((result as { signature: string }).signature)
    expect(await verifyEd25519(second.address, signature, message)).toBe(true)
    expect(await verifyEd25519(first.address, signature, message)).toBe(false)
  })

  it('solana_signTransaction (legacy): { signature, transaction }, the fee payer signature over the message', async () => {
    const transaction = createSolTransfer(first.publicKey, second.publicKey, 1_000)
    const result = (await sign('solana_signTransaction', { transaction, pubkey: first.address })) as {
      signature: string
      transaction: string
    }
    const signed = Transaction.from(decodeBase64(result.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(encodeBase58(signed.signature!)).toBe(result.signature)
    expect(
      await verifyEd25519(first.address, decodeBase58(result.signature), signed.serializeMessage()),
    ).toBe(true)
  })

  it('solana_signTransaction (v0): keeps the signature the dApp already put on it (partial signing)', async () => {
    // A second required signer the dApp holds (as for a new mint account) signs before the wallet does.
    const extra = Keypair.generate()
    const message = new TransactionMessage({
      payerKey: first.publicKey,
      recentBlockhash: testBlockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: extra.publicKey, toPubkey: second.publicKey, lamports: 1 }),
      ],
    }).compileToV0Message()
    const partiallySigned = new VersionedTransaction(message)
    partiallySigned.sign([extra])

    const result = (await sign('solana_signTransaction', {
      transaction: encodeBase64(partiallySigned.serialize()),
      pubkey: first.address,
    })) as { signature: string; transaction: string }
    const signed = VersionedTransaction.deserialize(decodeBase64(result.transaction))
    const messageBytes = signed.message.serialize()
    expect(encodeBase58(signed.signatures[0]!)).toBe(result.signature)
    expect(await verifyEd25519(first.address, signed.signatures[0]!, messageBytes)).toBe(true)
    expect(await verifyEd25519(extra.publicKey.toBase58(), signed.signatures[1]!, messageBytes)).toBe(true)
  })

  it('solana_signAllTransactions: { transactions }, each signed by its fee payer', async () => {
    const transactions = [
      createSolTransfer(first.publicKey, second.publicKey, 1),
      createSolTransfer(second.publicKey, first.publicKey, 2),
    ]
    const result = (await sign('solana_signAllTransactions', { transactions })) as { transactions: string[] }
    expect(result.transactions).toHaveLength(2)
    for (const [index, wire] of result.transactions.entries()) {
      const signed = Transaction.from(decodeBase64(wire))
      expect(signed.verifySignatures()).toBe(true)
      expect(signed.feePayer?.toBase58()).toBe([first, second][index]!.address)
    }
  })

  it('refuses a pubkey or fee payer the session does not share: UnknownAccountError (4100), nothing signed', async () => {
    const foreign = Keypair.generate().publicKey
    const message = encodeBase58(new TextEncoder().encode('x'))
    await expect(sign('solana_signMessage', { message, pubkey: foreign.toBase58() })).rejects.toThrow(
      new UnknownAccountError(foreign.toBase58(), 'signer'),
    )
    // Held by the wallet but not shared with this session.
    await expect(sign('solana_signMessage', { message, pubkey: second.address }, [first])).rejects.toThrow(
      UnknownAccountError,
    )
    const paidByForeign = createSolTransfer(foreign, first.publicKey, 1)
    const error = await sign('solana_signTransaction', { transaction: paidByForeign }).catch(
      (caught) => caught,
    )
    expect(error).toBeInstanceOf(UnknownAccountError)
    expect(error).toMatchObject({
      code: 4100,
      message: `The fee payer ${foreign.toBase58()} is not an account this session shares.`,
    })
    await expect(
      sign('solana_signAndSendTransaction', { transaction: paidByForeign, pubkey: first.address }),
    ).rejects.toThrow(UnknownAccountError)
  })

  it('refuses a pubkey that is a session account but no signer of the transaction (-32602)', async () => {
    const transaction = createSolTransfer(first.publicKey, new PublicKey(second.address), 1)
    await expect(sign('solana_signTransaction', { transaction, pubkey: second.address })).rejects.toThrow(
      InvalidRequestParamsError,
    )
  })

  it('solana_signAndSendTransaction: sent to the chain, answered with the signature once confirmed; balances move exactly', async () => {
    const receiver = Keypair.generate().publicKey
    const chain = parseSolanaChains(`${devnet.chainId}=${devnet.rpcUrl}`)[0]!
    const before = await connection.getBalance(first.publicKey)
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = createSolTransfer(first.publicKey, receiver, 2_500_000_000, blockhash)

    const result = (await sign('solana_signAndSendTransaction', { transaction }, accounts, chain)) as {
      signature: string
    }
    expect(Object.keys(result)).toEqual(['signature'])
    const status = await connection.getSignatureStatus(result.signature)
    expect(status.value).toMatchObject({ err: null })
    expect(await connection.getBalance(receiver)).toBe(2_500_000_000)
    expect(await connection.getBalance(first.publicKey)).toBe(
      before - 2_500_000_000 - solanaDevnetDefaults.lamportsPerSignature,
    )
  })

  it('solana_signAndSendTransaction: a transaction the chain refuses is an error, not a signature', async () => {
    const chain = parseSolanaChains(`${devnet.chainId}=${devnet.rpcUrl}`)[0]!
    const { blockhash } = await connection.getLatestBlockhash()
    // More SOL than the account holds: preflight fails.
    const transaction = createSolTransfer(first.publicKey, second.publicKey, 20_000 * 1e9, blockhash)
    await expect(sign('solana_signAndSendTransaction', { transaction }, accounts, chain)).rejects.toThrow()
  })
})
