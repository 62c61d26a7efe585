import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getSignatureFromTransaction,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaDevnetAccounts } from './solanaDevnetAccounts.ts'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.ts'

const keypair = (index: number) =>
  Keypair.fromSecretKey(getBase58Encoder().encode(solanaDevnetAccounts[index]!.secretKey) as Uint8Array)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('startSolanaDevnet: confirming and blockhashes', () => {
  let devnet: SolanaDevnet
  let connection: Connection

  beforeAll(async () => {
    devnet = await startSolanaDevnet()
    connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
  })
  afterAll(() => devnet?.stop())

  it('signatureSubscribe confirms a transaction sent after subscribing, and one that already landed', async () => {
    const sender = keypair(8)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    transaction.feePayer = sender.publicKey
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.sign(sender)
    const id = getBase58Decoder().decode(transaction.signatures[0]!.signature!)
    const confirmed = new Promise((resolve) =>
      connection.onSignature(id, (result) => resolve(result), 'confirmed'),
    )
    await sleep(100)
    await connection.sendRawTransaction(transaction.serialize())
    expect(await confirmed).toEqual({ err: null })
    const again = await new Promise((resolve) =>
      connection.onSignature(id, (result) => resolve(result), 'confirmed'),
    )
    expect(again).toEqual({ err: null })
  })

  it('accountSubscribe reports a balance change', async () => {
    const address = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(address, (account) => {
        resolve(account.lamports)
        void connection.removeAccountChangeListener(id)
      })
    })
    await sleep(100)
    await connection.requestAirdrop(address, 42_000_000)
    expect(await changed).toBe(42_000_000)
  })

  it('a transaction signed with a blockhash fetched seconds earlier, other blocks landing meanwhile, still lands', async () => {
    const sender = keypair(9)
    const receiver = Keypair.generate().publicKey
    const old = await connection.getLatestBlockhash()
    for (let index = 0; index < 3; index++)
      await connection.requestAirdrop(Keypair.generate().publicKey, 1_000_000)
    await sleep(2000)
    expect((await connection.getLatestBlockhash()).blockhash).not.toBe(old.blockhash)
    expect(await connection.isBlockhashValid(old.blockhash)).toMatchObject({ value: true })
    const transaction = new Transaction({ feePayer: sender.publicKey, ...old }).add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 1_000_000 }),
    )
    transaction.sign(sender)
    const signature = await connection.sendRawTransaction(transaction.serialize())
    expect((await connection.confirmTransaction({ signature, ...old })).value.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(1_000_000)
  })

  it('Connection.sendTransaction sends the same transfer twice in a row (it needs a fresh blockhash the second time)', async () => {
    const sender = keypair(9)
    const receiver = Keypair.generate().publicKey
    for (let round = 0; round < 2; round++) {
      const transaction = new Transaction().add(
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 2_000_000 }),
      )
      const signature = await connection.sendTransaction(transaction, [sender])
      const latest = await connection.getLatestBlockhash()
      expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull()
    }
    expect(await connection.getBalance(receiver)).toBe(4_000_000)
  })

  it('a blockhash older than 150 blocks is refused, and isBlockhashValid says so (blockTimeMs 0: a block per transaction)', async () => {
    const quick = await startSolanaDevnet({ blockTimeMs: 0 })
    try {
      const client = new Connection(quick.rpcUrl, { commitment: 'confirmed', wsEndpoint: quick.wsUrl })
      const sender = keypair(9)
      const old = await client.getLatestBlockhash()
      for (let index = 0; index < 150; index++)
        await client.requestAirdrop(Keypair.generate().publicKey, 1_000_000)
      expect(await client.getBlockHeight()).toBe(old.lastValidBlockHeight)
      expect(await client.isBlockhashValid(old.blockhash)).toMatchObject({ value: true })
      await client.requestAirdrop(Keypair.generate().publicKey, 1_000_000)
      expect(await client.isBlockhashValid(old.blockhash)).toMatchObject({ value: false })
      const transaction = new Transaction({ feePayer: sender.publicKey, ...old }).add(
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      )
      transaction.sign(sender)
      await expect(client.sendRawTransaction(transaction.serialize())).rejects.toThrow(/Blockhash not found/)
    } finally {
      await quick.stop()
    }
  })

  it('with the default 400 ms blocks, transactions share a block and the next block opens within half a second', async () => {
    const first = await connection.getLatestBlockhash()
    const a = await connection.requestAirdrop(Keypair.generate().publicKey, 1_000_000)
    const b = await connection.requestAirdrop(Keypair.generate().publicKey, 1_000_000)
    const [statusA, statusB] = (await connection.getSignatureStatuses([a, b])).value
    expect(statusA?.slot).toBe(statusB?.slot)
    const blockTime = async (signature: string) =>
      (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.blockTime
    expect(await blockTime(a)).toBe(await blockTime(b))
    await sleep(500)
    const next = await connection.getLatestBlockhash()
    expect(next.blockhash).not.toBe(first.blockhash)
    expect(next.lastValidBlockHeight).toBe(first.lastValidBlockHeight + 1)
  })

  it('a failing transaction is refused by preflight with its logs, and lands failed (fee paid) with skipPreflight', async () => {
    const sender = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(sender.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    const overdraft = () => {
      const transaction = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 5 * LAMPORTS_PER_SOL,
        }),
      )
      return transaction
    }
    await expect(connection.sendTransaction(overdraft(), [sender])).rejects.toThrow(
      /Transaction simulation failed: Error processing Instruction 0/,
    )
    const signature = await connection.sendTransaction(overdraft(), [sender], { skipPreflight: true })
    const status = (await connection.getSignatureStatus(signature)).value
    expect(status?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 5000)
  })

  it('@solana/kit sends and confirms a v0 transfer (signature and slot subscriptions) and reads it back', async () => {
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const rpcSubscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
    const signer = await createKeyPairSignerFromBytes(
      getBase58Encoder().encode(solanaDevnetAccounts[4].secretKey),
    )
    const receiver = Keypair.generate().publicKey.toBase58() as Address
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, 7_000_000n, true)
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(signer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
      (draft) =>
        appendTransactionMessageInstruction(
          {
            programAddress: '11111111111111111111111111111111' as Address,
            accounts: [
              { address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer },
              { address: receiver, role: AccountRole.WRITABLE },
            ],
            data,
          },
          draft,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    assertIsTransactionWithBlockhashLifetime(signed)
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, { commitment: 'confirmed' })
    expect((await rpc.getBalance(receiver).send()).value).toBe(7_000_000n)
    const signature = getSignatureFromTransaction(signed)
    const landed = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    expect(landed?.version).toBe(0)
    expect(landed?.meta?.fee).toBe(5000n)
    await expect(connection.getTransaction(signature)).rejects.toThrow(/maxSupportedTransactionVersion/)
  })
})
