import {
  createMemoryStorage,
  formatUnits,
  parseUnits,
  SendValidationError,
  UserRejectedRequestError,
} from '@org/appkit-core'
import { getSolanaDevnetTokenAccount, solanaDevnetAccounts } from '@org/appkit-devnet'
import { createSolanaDevWallet, registerSolanaDevWallet, type SolanaDevWallet } from '@org/appkit-testing'
import { recordEvents } from '@org/appkit-testing/adapter-contract'
import { PublicKey } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { SolanaSendFailedError } from './errors/SolanaSendFailedError.ts'
import { SolanaAdapter } from './SolanaAdapter.ts'
import { setUpSolanaSuite, verifyEd25519 } from './test/setUpSolanaSuite.ts'

// Sends on this file's own devnet: account 0 (a dUSD holder) pays; accounts 1 (dUSD holder) and 7 (none) receive.
const [alice, bob, carol] = [solanaDevnetAccounts[0]!, solanaDevnetAccounts[1]!, solanaDevnetAccounts[7]!]
const INVALID_SEND = 'Please enter a valid amount and receiver address'
const SEND_FAILED = 'Failed to send transaction. Please try again.'

const suite = setUpSolanaSuite({ createSolanaDevWallet, registerSolanaDevWallet })

async function connected(policy?: Parameters<SolanaDevWallet['setPolicy']>[0]) {
  const wallet = await suite.openWallet({ secretKey: alice.secretKey })
  const adapter = suite.track(new SolanaAdapter({ storage: createMemoryStorage() }))
  const network = suite.network()
  const { address } = await adapter.connect({ id: wallet.name, type: 'ANNOUNCED', network })
  if (policy) wallet.setPolicy(policy)
  return { wallet, adapter, network, address }
}

/** The fee the chain charged for a landed transaction, in lamports. */
async function chargedFee(signature: string): Promise<bigint> {
  const transaction = await suite
    .connection()
    .getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  return BigInt(transaction?.meta?.fee ?? -1)
}

/** The owner's dUSD associated token account, as the devnet derives it (independently of the adapter). */
async function tokenAccount(owner: string): Promise<PublicKey> {
  return new PublicKey(
    await getSolanaDevnetTokenAccount(owner as Parameters<typeof getSolanaDevnetTokenAccount>[0]),
  )
}

/** Raw units of an owner's dUSD (0 without a token account). */
async function dusd(owner: string): Promise<bigint> {
  const account = await suite.connection().getAccountInfo(await tokenAccount(owner))
  return account ? new DataView(account.data.buffer, account.data.byteOffset).getBigUint64(64, true) : 0n
}

const token = () => ({ address: suite.devnet.mint.address, decimals: suite.devnet.mint.decimals })

describe('signMessage', () => {
  it('returns a base58 ed25519 signature of the UTF-8 message that verifies for the address', async () => {
    const { adapter, address, wallet } = await connected()
    const message = 'Sign in to Example — nonce 42'
    const { signature } = await adapter.signMessage({ message, address, connectorId: wallet.name })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(await verifyEd25519({ address, message, signature })).toBe(true)
    expect(await verifyEd25519({ address: bob.address, message, signature })).toBe(false)
  })

  it('a declined signature rejects with UserRejectedRequestError keeping code 4001', async () => {
    const { adapter, address } = await connected('reject')
    const error = await adapter.signMessage({ message: 'no', address }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
  })
})

describe('sendNative', () => {
  it('moves exactly the value; the sender pays it and the fee the estimate said', async () => {
    const { adapter, network, address } = await connected()
    const before = { sender: await suite.lamports(address), receiver: await suite.lamports(bob.address) }
    const value = 1_234_567_890n
    const { fee } = await adapter.estimateSendFee({ network, address, to: bob.address, amount: value })
    expect(fee).toBe(5000n)
    const events = recordEvents(adapter)
    const { hash } = await adapter.sendNative({ network, address, to: bob.address, value })
    await suite.waitForTransaction(hash)
    expect(await chargedFee(hash)).toBe(fee)
    expect(await suite.lamports(bob.address)).toBe(before.receiver + value)
    expect(await suite.lamports(address)).toBe(before.sender - value - fee)
    // Listeners refresh balances once it landed.
    await vi.waitFor(() => expect(events.pendingTransactions).toEqual([{ hash }]))
  })

  it('waitForTransaction resolves once the send has landed; the chain then has it', async () => {
    const { adapter, network, address } = await connected()
    const before = await suite.lamports(bob.address)
    const { hash } = await adapter.sendNative({ network, address, to: bob.address, value: 1_000n })
    await expect(adapter.waitForTransaction({ hash, network })).resolves.toBeUndefined()
    const { value } = await suite.connection().getSignatureStatuses([hash])
    expect(['confirmed', 'finalized']).toContain(value[0]?.confirmationStatus)
    expect(await suite.lamports(bob.address)).toBe(before + 1_000n)
  })

  it('a declined send rejects with UserRejectedRequestError and moves nothing', async () => {
    const { adapter, network, address } = await connected('reject')
    const before = await suite.lamports(address)
    await expect(adapter.sendNative({ network, address, to: bob.address, value: 1n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(await suite.lamports(address)).toBe(before)
  })

  it('a send the node refuses (more SOL than the account has) fails with the spec message', async () => {
    const { adapter, network, address } = await connected()
    const before = await suite.lamports(address)
    const error = await adapter
      .sendNative({ network, address, to: bob.address, value: 10n ** 18n })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SolanaSendFailedError)
    expect((error as SolanaSendFailedError).shortMessage).toBe(SEND_FAILED)
    // What the wallet's node said (the preflight's program error) stays the cause.
    expect((error as SolanaSendFailedError).cause).toBeInstanceOf(Error)
    expect(await suite.lamports(address)).toBe(before)
  })
})

describe('sendToken', () => {
  it('moves exactly the amount of dUSD; the sender pays only the fee in SOL', async () => {
    const { adapter, network, address } = await connected()
    const before = {
      sender: await dusd(address),
      receiver: await dusd(bob.address),
      sol: await suite.lamports(address),
    }
    const amount = parseUnits('12.345678', 6)
    const { fee } = await adapter.estimateSendFee({
      network,
      address,
      to: bob.address,
      amount,
      token: token(),
    })
    const { hash } = await adapter.sendToken({ network, address, to: bob.address, token: token(), amount })
    await suite.waitForTransaction(hash)
    expect(await chargedFee(hash)).toBe(fee)
    expect(await dusd(bob.address)).toBe(before.receiver + amount)
    expect(await dusd(address)).toBe(before.sender - amount)
    expect(await suite.lamports(address)).toBe(before.sol - fee)
    expect(
      await adapter.getBalance({ address: bob.address, network, tokenAddress: token().address }),
    ).toEqual({
      balance: formatUnits(before.receiver + amount, 6),
      symbol: '',
    })
  })

  it("creates the receiver's token account when it has none; the estimate includes its rent", async () => {
    const { adapter, network, address } = await connected()
    expect(await suite.connection().getAccountInfo(await tokenAccount(carol.address))).toBe(null)
    const sol = await suite.lamports(address)
    const amount = 7_000_000n
    const rent = BigInt(await suite.connection().getMinimumBalanceForRentExemption(165))
    const { fee } = await adapter.estimateSendFee({
      network,
      address,
      to: carol.address,
      amount,
      token: token(),
    })
    expect(fee).toBe(5000n + rent)
    const { hash } = await adapter.sendToken({ network, address, to: carol.address, token: token(), amount })
    await suite.waitForTransaction(hash)
    expect(await dusd(carol.address)).toBe(amount)
    expect(await suite.lamports(address)).toBe(sol - fee)
    // Once it exists, the next send to it costs the network fee alone.
    const next = await adapter.estimateSendFee({
      network,
      address,
      to: carol.address,
      amount,
      token: token(),
    })
    expect(next.fee).toBe(5000n)
  })

  it('a declined token send rejects with UserRejectedRequestError and moves nothing', async () => {
    const { adapter, network, address } = await connected('reject')
    const before = await dusd(address)
    await expect(
      adapter.sendToken({ network, address, to: bob.address, token: token(), amount: 1n }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await dusd(address)).toBe(before)
  })

  it('wrong decimals fail on chain (TransferChecked) with the spec message, not another amount', async () => {
    const { adapter, network, address } = await connected()
    const before = await dusd(address)
    await expect(
      adapter.sendToken({
        network,
        address,
        to: bob.address,
        token: { ...token(), decimals: 9 },
        amount: 1n,
      }),
    ).rejects.toMatchObject({ shortMessage: SEND_FAILED })
    expect(await dusd(address)).toBe(before)
  })
})

describe('send validation: the spec message before any prompt', () => {
  it.each([
    ['a receiver that is no address', 'not-an-address', 1n, 'receiverRequired'],
    ['an empty receiver', '', 1n, 'receiverRequired'],
    ['a zero amount', bob.address, 0n, 'amountRequired'],
    ['a negative amount', bob.address, -5n, 'amountRequired'],
  ] as const)('%s', async (_case, to, amount, reason) => {
    const { adapter, network, address, wallet } = await connected()
    const requests = wallet.requests.length
    for (const attempt of [
      adapter.sendNative({ network, address, to, value: amount }),
      adapter.sendToken({ network, address, to, token: token(), amount }),
      adapter.estimateSendFee({ network, address, to, amount }),
    ]) {
      const error = await attempt.catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SendValidationError)
      expect(error).toMatchObject({ shortMessage: INVALID_SEND, reason, chainNamespace: 'solana' })
    }
    expect(wallet.requests).toHaveLength(requests)
  })
})

describe('getBalance', () => {
  it('reads SOL in the network currency and dUSD with its 6 decimals', async () => {
    const adapter = suite.track(new SolanaAdapter({ storage: null }))
    const network = suite.network()
    await expect(adapter.getBalance({ address: solanaDevnetAccounts[4]!.address, network })).resolves.toEqual(
      {
        balance: '10000',
        symbol: 'SOL',
      },
    )
    await expect(
      adapter.getBalance({
        address: solanaDevnetAccounts[4]!.address,
        network,
        tokenAddress: token().address,
      }),
    ).resolves.toEqual({ balance: '1000000', symbol: '' })
    await expect(
      adapter.getBalance({
        address: solanaDevnetAccounts[9]!.address,
        network,
        tokenAddress: token().address,
      }),
    ).resolves.toEqual({ balance: '0', symbol: '' })
  })
})
