import { getBase58Encoder } from '@solana/kit'
import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token'
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  type TokenBalance,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../getFreePort.ts'
import { solanaDevnetAccounts, solanaDevnetFaucet } from './solanaDevnetAccounts.ts'
import { solanaDevnetChainId, solanaDevnetGenesisHash } from './solanaDevnetChainId.ts'
import { solanaDevnetMint } from './solanaDevnetMint.ts'
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.ts'

const keypair = (index: number) =>
  Keypair.fromSecretKey(getBase58Encoder().encode(solanaDevnetAccounts[index]!.secretKey) as Uint8Array)
const mint = new PublicKey(solanaDevnetMint.address)

describe('startSolanaDevnet', () => {
  let devnet: SolanaDevnet
  let connection: Connection

  beforeAll(async () => {
    devnet = await startSolanaDevnet()
    connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
  })
  afterAll(() => devnet?.stop())

  const rpc = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
  }

  it('serves on 127.0.0.1 with the fixed genesis hash, the CAIP-2 id and the ten accounts at 10000 SOL each', async () => {
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(await connection.getGenesisHash()).toBe(solanaDevnetGenesisHash)
    expect(devnet.chainId).toBe(solanaDevnetChainId)
    expect(await rpc({ jsonrpc: '2.0', id: 1, method: 'getHealth' })).toMatchObject({ result: 'ok' })
    expect((await connection.getVersion())['solana-core']).toEqual(expect.any(String))
    for (const account of devnet.accounts)
      expect(await connection.getBalance(new PublicKey(account.address))).toBe(10_000 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(new PublicKey(solanaDevnetFaucet.address))).toBeGreaterThan(0)
  })

  it('holds the dUSD mint (6 decimals) and 1,000,000 dUSD in the first five accounts, listed jsonParsed and base64', async () => {
    const onChainMint = await getMint(connection, mint)
    expect(onChainMint.decimals).toBe(6)
    expect(onChainMint.supply).toBe(5_000_000_000_000n)
    expect(onChainMint.mintAuthority?.toBase58()).toBe(solanaDevnetFaucet.address)

    const owner = keypair(0).publicKey
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]!.pubkey.toBase58()).toBe(getAssociatedTokenAddressSync(mint, owner).toBase58())
    expect(parsed.value[0]!.account.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: mint.toBase58(),
          owner: owner.toBase58(),
          state: 'initialized',
          tokenAmount: {
            amount: '1000000000000',
            decimals: 6,
            uiAmount: 1_000_000,
            uiAmountString: '1000000',
          },
        },
      },
      space: 165,
    })
    const raw = await connection.getTokenAccountsByOwner(owner, {
      programId: new PublicKey(solanaDevnetMint.programId),
    })
    expect(raw.value).toHaveLength(1)
    const tokenAccount = await getAccount(connection, raw.value[0]!.pubkey)
    expect(tokenAccount.amount).toBe(1_000_000_000_000n)
    expect((await connection.getTokenAccountBalance(raw.value[0]!.pubkey)).value.uiAmountString).toBe(
      '1000000',
    )
    expect((await connection.getParsedTokenAccountsByOwner(keypair(5).publicKey, { mint })).value).toEqual([])
  })

  it('airdrops SOL as a real transaction that confirms and shows in the history', async () => {
    const receiver = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(receiver, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(2 * LAMPORTS_PER_SOL)
    const transaction = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(transaction?.transaction.message.staticAccountKeys.map(String)).toContain(receiver.toBase58())
    // The same airdrop again at once is a new transaction (in the next block), not a duplicate.
    const again = await connection.requestAirdrop(receiver, 2 * LAMPORTS_PER_SOL)
    expect(again).not.toBe(signature)
    expect(await connection.getBalance(receiver)).toBe(4 * LAMPORTS_PER_SOL)
  })

  it('a SOL transfer moves both balances exactly, the sender also paying the 5000-lamport fee it was quoted', async () => {
    const sender = keypair(6)
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(sender.publicKey)
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 123_456_789 }),
    )
    transaction.feePayer = sender.publicKey
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    expect(await transaction.getEstimatedFee(connection)).toBe(5000)
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect(await connection.getBalance(receiver)).toBe(123_456_789)
    expect(await connection.getBalance(sender.publicKey)).toBe(before - 123_456_789 - 5000)

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5000)
    expect(landed?.meta?.err).toBeNull()
    const keys = landed!.transaction.message.staticAccountKeys.map(String)
    const [senderIndex, receiverIndex] = [
      keys.indexOf(sender.publicKey.toBase58()),
      keys.indexOf(receiver.toBase58()),
    ]
    expect(landed!.meta!.preBalances[senderIndex]).toBe(before)
    expect(landed!.meta!.postBalances[senderIndex]).toBe(before - 123_456_789 - 5000)
    expect([landed!.meta!.preBalances[receiverIndex], landed!.meta!.postBalances[receiverIndex]]).toEqual([
      0, 123_456_789,
    ])
    expect(Math.abs(landed!.blockTime! - Date.now() / 1000)).toBeLessThan(10)
    const status = (await connection.getSignatureStatus(signature)).value
    expect(status).toMatchObject({ slot: landed!.slot, err: null, confirmationStatus: 'finalized' })
  })

  it('getFeeForMessage quotes the priority fee LiteSVM charges', async () => {
    const sender = keypair(7)
    const transaction = new Transaction().add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 3_000_000 }),
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    )
    transaction.feePayer = sender.publicKey
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    const quoted = await transaction.getEstimatedFee(connection)
    expect(quoted).toBe(5000 + 30_000)
    const before = await connection.getBalance(sender.publicKey)
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect(before - (await connection.getBalance(sender.publicKey))).toBe(1_000_000 + quoted!)
    expect(
      (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta?.fee,
    ).toBe(quoted)
  })

  it("an SPL transfer creates the receiver's associated token account; the history shows the token balances", async () => {
    const sender = keypair(1)
    const receiver = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(mint, sender.publicKey)
    const to = getAssociatedTokenAddressSync(mint, receiver)
    const transaction = new Transaction().add(
      createAssociatedTokenAccountInstruction(sender.publicKey, to, receiver, mint),
      createTransferCheckedInstruction(from, mint, to, sender.publicKey, 2_500_000n, 6),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])
    expect((await getAccount(connection, to)).amount).toBe(2_500_000n)
    expect((await getAccount(connection, to)).owner.toBase58()).toBe(receiver.toBase58())
    expect((await getAccount(connection, from)).amount).toBe(1_000_000_000_000n - 2_500_000n)

    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const balances = (list: TokenBalance[] | null | undefined) =>
      Object.fromEntries((list ?? []).map((entry) => [entry.owner, entry.uiTokenAmount.amount]))
    expect(balances(parsed!.meta!.preTokenBalances)).toEqual({
      [sender.publicKey.toBase58()]: '1000000000000',
    })
    expect(balances(parsed!.meta!.postTokenBalances)).toEqual({
      [sender.publicKey.toBase58()]: '999997500000',
      [receiver.toBase58()]: '2500000',
    })
    const instructions = parsed!.transaction.message.instructions.map((instruction) =>
      'parsed' in instruction ? instruction : undefined,
    )
    expect(instructions.map((instruction) => [instruction?.program, instruction?.parsed.type])).toEqual([
      ['spl-associated-token-account', 'create'],
      ['spl-token', 'transferChecked'],
    ])
    expect(instructions[1]?.parsed.info).toMatchObject({
      source: from.toBase58(),
      destination: to.toBase58(),
      tokenAmount: { amount: '2500000', decimals: 6, uiAmountString: '2.5' },
    })
    expect(parsed!.meta!.innerInstructions?.length).toBeGreaterThan(0)
  })

  it('getSignaturesForAddress pages newest first with limit, before and until', async () => {
    const address = Keypair.generate().publicKey
    const signatures: string[] = []
    for (let index = 1; index <= 5; index++)
      signatures.push(await connection.requestAirdrop(address, index * 1000_000))
    const newestFirst = [...signatures].reverse()
    const page1 = await connection.getSignaturesForAddress(address, { limit: 2 })
    expect(page1.map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2))
    const page2 = await connection.getSignaturesForAddress(address, { limit: 2, before: page1[1]!.signature })
    expect(page2.map((entry) => entry.signature)).toEqual(newestFirst.slice(2, 4))
    const page3 = await connection.getSignaturesForAddress(address, { limit: 2, before: page2[1]!.signature })
    expect(page3.map((entry) => entry.signature)).toEqual(newestFirst.slice(4))
    const untilThird = await connection.getSignaturesForAddress(address, { until: signatures[2] })
    expect(untilThird.map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2))
    expect(page1[0]).toMatchObject({
      err: null,
      memo: null,
      confirmationStatus: 'finalized',
      blockTime: expect.any(Number),
    })
    expect(page1[0]!.slot).toBeGreaterThanOrEqual(page1[1]!.slot)
  })

  it('a memo shows in getSignaturesForAddress ([length] text) and parsed in getParsedTransaction', async () => {
    const sender = keypair(3)
    const memo = new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [{ pubkey: sender.publicKey, isSigner: true, isWritable: false }],
      data: Buffer.from('hello devnet'),
    })
    const signature = await sendAndConfirmTransaction(connection, new Transaction().add(memo), [sender])
    const [latest] = await connection.getSignaturesForAddress(sender.publicKey, { limit: 1 })
    expect(latest).toMatchObject({ signature, memo: '[12] hello devnet' })
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-memo',
      parsed: 'hello devnet',
    })
  })

  it('simulateTransaction runs an unsigned transaction with replaceRecentBlockhash and returns the accounts after it', async () => {
    const sender = keypair(2)
    const receiver = Keypair.generate().publicKey
    const message = new TransactionMessage({
      payerKey: sender.publicKey,
      recentBlockhash: '11111111111111111111111111111111',
      instructions: [
        SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 3_000_000 }),
      ],
    }).compileToV0Message()
    const { value } = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { addresses: [receiver.toBase58()], encoding: 'base64' },
    })
    expect(value.err).toBeNull()
    expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
    expect(value.accounts?.[0]?.lamports).toBe(3_000_000)
    expect(await connection.getBalance(receiver)).toBe(0)
  })
})

it('startSolanaDevnet({ port }) serves WebSocket on port + 1, where web3.js looks without wsEndpoint; stop() frees both', async () => {
  // getFreePort vouches for `port` only: try another when port + 1 happens to be taken.
  let devnet: SolanaDevnet | undefined
  let port = 0
  for (let attempt = 0; attempt < 5 && !devnet; attempt++) {
    port = await getFreePort()
    devnet = await startSolanaDevnet({ port }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error
      return undefined
    })
  }
  if (!devnet) throw new Error('no free pair of ports found')
  try {
    expect([devnet.rpcUrl, devnet.wsUrl]).toEqual([`http://127.0.0.1:${port}`, `ws://127.0.0.1:${port + 1}`])
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const address = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(address, (account) => {
        resolve(account.lamports)
        void connection.removeAccountChangeListener(id)
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await connection.requestAirdrop(address, 1_000_000)
    expect(await changed).toBe(1_000_000)
  } finally {
    await devnet.stop()
    await devnet.stop()
  }
  await expect(fetch(devnet.rpcUrl, { method: 'POST' })).rejects.toThrow()
  const again = await startSolanaDevnet({ port })
  await again.stop()
})
