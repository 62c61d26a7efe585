import {
  getSolanaDevnetTokenAccount,
  type SolanaDevnet,
  solanaDevnetAccounts,
  solanaDevnetChainId,
  solanaDevnetMint,
  startSolanaDevnet,
} from '@org/appkit-devnet'
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaDevWallet } from './createSolanaDevWallet.ts'
import { solanaDevWalletLocalChain } from './solanaDevWalletLocalChain.ts'

const [alice, bob] = solanaDevnetAccounts as unknown as [
  (typeof solanaDevnetAccounts)[number],
  (typeof solanaDevnetAccounts)[number],
]
const systemProgram = '11111111111111111111111111111111' as Address

let solana: SolanaDevnet
beforeAll(async () => {
  solana = await startSolanaDevnet()
}, 30_000)
afterAll(async () => {
  await solana?.stop()
})

const newWallet = (parameters: Partial<Parameters<typeof createSolanaDevWallet>[0]> = {}) =>
  createSolanaDevWallet({ secretKey: alice.secretKey, rpcUrl: solana.rpcUrl, ...parameters })

const rpc = () => createSolanaRpc(solana.rpcUrl)

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

// System program Transfer: u32 LE instruction index 2, then u64 LE lamports.
const solTransfer = (from: Address, to: Address, lamports: bigint): Instruction => ({
  programAddress: systemProgram,
  accounts: [
    { address: from, role: AccountRole.WRITABLE_SIGNER },
    { address: to, role: AccountRole.WRITABLE },
  ],
  data: new Uint8Array([2, 0, 0, 0, ...u64(lamports)]),
})

// No SPL Token client package is installed, so the instruction is built by hand: SPL Token `Transfer` is tag 3
// then u64 LE amount, accounts [source, destination, owner (signer)].
const splTransfer = (source: Address, destination: Address, owner: Address, amount: bigint): Instruction => ({
  programAddress: solanaDevnetMint.programId,
  accounts: [
    { address: source, role: AccountRole.WRITABLE },
    { address: destination, role: AccountRole.WRITABLE },
    { address: owner, role: AccountRole.READONLY_SIGNER },
  ],
  data: new Uint8Array([3, ...u64(amount)]),
})

const wireTransaction = async (feePayer: Address, instruction: Instruction, version: 'legacy' | 0 = 0) => {
  const { value } = await rpc().getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        value as { blockhash: Blockhash; lastValidBlockHeight: bigint },
        m,
      ),
    (m) => appendTransactionMessageInstruction(instruction, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

const connected = async (wallet: Awaited<ReturnType<typeof newWallet>>): Promise<WalletAccount> => {
  const { accounts } = await wallet.features['standard:connect'].connect()
  return accounts[0]!
}

const feeOf = async (signature: string) => {
  const transaction = await rpc()
    .getTransaction(signature as Signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
    .send()
  return transaction!.meta!.fee
}

describe('createSolanaDevWallet', () => {
  it('describes itself: name, data: SVG icon, the local chain only unless given cluster RPCs', async () => {
    const wallet = await newWallet()
    expect(wallet.name).toBe('Dev Wallet (local devnet)')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual([solanaDevWalletLocalChain])
    expect(solanaDevWalletLocalChain).toBe(solana.chainId)
    expect(solanaDevWalletLocalChain).toBe(solanaDevnetChainId)
    const named = await newWallet({ name: 'Other', clusterRpcUrls: { devnet: 'http://127.0.0.1:1' } })
    expect(named.name).toBe('Other')
    expect(named.chains).toEqual([solanaDevWalletLocalChain, 'solana:devnet'])
    expect(wallet.accounts).toEqual([])
  })

  it('refuses a silent connect before the user authorized the site, allows it after', async () => {
    const wallet = await newWallet()
    const connect = wallet.features['standard:connect'].connect
    expect((await connect({ silent: true })).accounts).toEqual([])
    expect(wallet.requests).toEqual([{ method: 'standard:connect', params: { silent: true } }])
    const { accounts } = await connect()
    expect(accounts.map((account) => account.address)).toEqual([alice.address])
    expect(accounts[0]!.chains).toEqual([solanaDevWalletLocalChain])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    wallet.setPolicy('reject') // a remembered site reconnects silently without a prompt
    expect((await connect({ silent: true })).accounts.map((a) => a.address)).toEqual([alice.address])
  })

  it('emits change on connect, account switch and disconnects (dApp or wallet side)', async () => {
    const wallet = await newWallet()
    const seen: (string[] | undefined)[] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push(accounts?.map((account) => account.address)),
    )
    await connected(wallet)
    await wallet.switchAccountFromWallet(bob.secretKey)
    await wallet.features['standard:disconnect'].disconnect()
    await connected(wallet)
    wallet.disconnectFromWallet()
    off()
    await connected(wallet)
    expect(seen).toEqual([[alice.address], [bob.address], [], [bob.address], []])
    expect(wallet.isAuthorized).toBe(true)
  })

  it('signs messages with ed25519 over the bytes', async () => {
    const wallet = await newWallet()
    const account = await connected(wallet)
    const message = new TextEncoder().encode('Sign in to appkit')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output!.signedMessage).toEqual(message)
    const { publicKey } = await createKeyPairFromBytes(getBase58Encoder().encode(alice.secretKey))
    expect(await verifySignature(publicKey, output!.signature as never, message)).toBe(true)
    expect(await verifySignature(publicKey, output!.signature as never, new Uint8Array([1]))).toBe(false)
  })

  it('signs a legacy SOL transfer that the devnet then accepts', async () => {
    const wallet = await newWallet()
    const account = await connected(wallet)
    const transaction = await wireTransaction(
      alice.address as Address,
      solTransfer(alice.address as Address, bob.address as Address, 1_000n),
      'legacy',
    )
    const [{ signedTransaction }] = (await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction,
      chain: solanaDevWalletLocalChain,
    })) as [{ signedTransaction: Uint8Array }]
    const decoded = getTransactionDecoder().decode(signedTransaction)
    expect(decoded.signatures[alice.address as Address]).not.toBeNull()
    const signature = await rpc()
      .sendTransaction(getBase64EncodedWireTransaction(decoded), { encoding: 'base64' })
      .send()
    expect(signature).toBe(getBase58Decoder().decode(decoded.signatures[alice.address as Address]!))
  })

  it('signs and sends a v0 SOL transfer: both balances move exactly, the fee on the sender', async () => {
    const wallet = await newWallet()
    const account = await connected(wallet)
    const before = await Promise.all(
      [alice, bob].map(({ address }) =>
        rpc()
          .getBalance(address as Address)
          .send(),
      ),
    )
    const lamports = 123_456_789n
    const transaction = await wireTransaction(
      alice.address as Address,
      solTransfer(alice.address as Address, bob.address as Address, lamports),
    )
    const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: solanaDevWalletLocalChain,
    })
    const signature = getBase58Decoder().decode(output!.signature)
    const fee = await feeOf(signature)
    expect(fee).toBeGreaterThan(0n)
    const after = await Promise.all(
      [alice, bob].map(({ address }) =>
        rpc()
          .getBalance(address as Address)
          .send(),
      ),
    )
    expect(after[0]!.value).toBe(before[0]!.value - lamports - fee)
    expect(after[1]!.value).toBe(before[1]!.value + lamports)
  })

  it('signs and sends an SPL dUSD transfer', async () => {
    const wallet = await newWallet()
    const account = await connected(wallet)
    const [source, destination] = await Promise.all(
      [alice, bob].map(({ address }) => getSolanaDevnetTokenAccount(address as Address)),
    )
    const balance = async (tokenAccount: Address) =>
      BigInt((await rpc().getTokenAccountBalance(tokenAccount).send()).value.amount)
    const before = [await balance(source!), await balance(destination!)]
    const amount = 2_500_000n // 2.5 dUSD (6 decimals)
    const transaction = await wireTransaction(
      alice.address as Address,
      splTransfer(source!, destination!, alice.address as Address, amount),
    )
    await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction,
      chain: solanaDevWalletLocalChain,
    })
    expect([await balance(source!), await balance(destination!)]).toEqual([
      before[0]! - amount,
      before[1]! + amount,
    ])
  })

  it('rejects with code 4001 under the reject policy and per the request hook', async () => {
    const wallet = await newWallet({ policy: 'reject' })
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(wallet.accounts).toEqual([])
    wallet.setPolicy((request) => (request.method === 'standard:connect' ? 'approve' : 'reject'))
    const account = await connected(wallet)
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'standard:connect',
      'standard:connect',
      'solana:signMessage',
    ])
  })

  it('holds prompts under the hang policy until the test answers them', async () => {
    const wallet = await newWallet({ policy: 'hang' })
    const connecting = wallet.features['standard:connect'].connect()
    await Promise.resolve()
    expect(wallet.pendingRequests).toEqual([{ method: 'standard:connect', params: { silent: undefined } }])
    expect(wallet.approvePending().method).toBe('standard:connect')
    const [account] = (await connecting).accounts
    const signing = wallet.features['solana:signMessage'].signMessage({
      account: account!,
      message: new Uint8Array([7]),
    })
    await Promise.resolve()
    expect(wallet.pendingRequests.map((request) => request.method)).toEqual(['solana:signMessage'])
    wallet.rejectPending()
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    expect(wallet.pendingRequests).toEqual([])
    expect(() => wallet.approvePending()).toThrow('no prompt open')
  })

  it('refuses to sign for an account it does not hold or before connecting', async () => {
    const wallet = await newWallet()
    const other = { ...(await connected(await newWallet({ secretKey: bob.secretKey }))) }
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: other, message: new Uint8Array([1]) }),
    ).rejects.toThrow('not connected')
    await connected(wallet)
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account: other, message: new Uint8Array([1]) }),
    ).rejects.toThrow(`cannot sign for ${bob.address}`)
  })
})
