import {
  BaseError,
  type CaipNetwork,
  createMemoryStorage,
  NetworkNotFoundError,
  parseUnits,
  UserRejectedRequestError,
} from '@org/appkit-core'
import { createDevWallet, type DevWallet, injectDevWallet } from '@org/appkit-testing'
import { createStorage } from '@wagmi/core'
import { createPublicClient, createWalletClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { waitForTransaction } from './actions/waitForTransaction.ts'
import { devnetNetwork } from './test/devnetNetworks.ts'
import { installTestWindow } from './test/installTestWindow.ts'
import { setUpDevnetSuite } from './test/setUpDevnetSuite.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

// Signing, sending, token transfers, balances and pending transactions against a real anvil devnet and the real
// dev wallet. Each test sends from its own devnet account, so balances are exact whatever ran before.

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const RDNS = 'org.appkit.devwallet'
// Devnet accounts 5-9 hold no tokens; they receive.
const RECIPIENT_INDEX = 7

let network: CaipNetwork
const suite = setUpDevnetSuite()

beforeAll(() => {
  network = devnetNetwork(suite.devnet.rpcUrl)
})

/** A connected adapter with the dev wallet of devnet account `addressIndex`. */
async function connectWallet(addressIndex: number, pollingInterval?: number) {
  const window = installTestWindow()
  const wallet: DevWallet = createDevWallet({
    addressIndex,
    chains: [{ id: suite.devnet.chainId, rpcUrl: suite.devnet.rpcUrl }],
  })
  injectDevWallet(window, wallet, { announce: { name: 'Dev Wallet', rdns: RDNS, icon: ICON } })
  const adapter = new WagmiAdapter({
    projectId: 'test-project',
    networks: [network],
    storage: createStorage({ storage: createMemoryStorage() }),
    pendingTransactionsFilter:
      pollingInterval === undefined ? { enable: false } : { enable: true, pollingInterval },
  })
  suite.track(adapter)
  const { address } = await adapter.connect({ id: RDNS, type: 'ANNOUNCED', network })
  return { adapter, wallet, address }
}

function recipient(): string {
  const account = suite.devnet.accounts[RECIPIENT_INDEX]
  if (!account) throw new Error('the devnet has no recipient account')
  return account.address
}

async function waitForReceipt(hash: string) {
  const client = createPublicClient({ transport: http(suite.devnet.rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
}

/** Sends 1 wei from devnet account `index` straight to the node (not through the wallet under test). */
async function sendFromNode(index: number): Promise<Hex> {
  const sender = suite.devnet.accounts[index]
  if (!sender) throw new Error(`the devnet has no account ${index}`)
  const client = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    chain: {
      id: suite.devnet.chainId,
      name: 'Devnet',
      nativeCurrency: network.nativeCurrency,
      rpcUrls: network.rpcUrls,
    },
    transport: http(suite.devnet.rpcUrl),
  })
  return client.sendTransaction({ to: recipient() as Hex, value: 1n })
}

describe('signMessage', () => {
  it('signs with personal_sign; viem verifyMessage recovers the signer', async () => {
    const { adapter, wallet, address } = await connectWallet(0)

    const { signature } = await adapter.signMessage({
      message: 'Sign in to AppKit',
      address,
      connectorId: RDNS,
    })

    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'Sign in to AppKit',
        signature: signature as Hex,
      }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: address as Hex,
        message: 'Something else',
        signature: signature as Hex,
      }),
    ).toBe(false)
  })

  it('a declined signature rejects with UserRejectedRequestError keeping code 4001', async () => {
    const { adapter, wallet, address } = await connectWallet(0)
    wallet.setPolicy('reject')

    const error = await adapter.signMessage({ message: 'no', address }).catch((thrown: unknown) => thrown)

    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
  })
})

describe('native transfers', () => {
  it('sends ETH: the recipient gains exactly the value and the sender pays value plus gas', async () => {
    const { adapter, address } = await connectWallet(1)
    const to = recipient()
    const before = {
      sender: parseEther((await adapter.getBalance({ address, network })).balance),
      recipient: parseEther((await adapter.getBalance({ address: to, network })).balance),
    }
    const value = parseUnits('1.5', 18)
    const { gas } = await adapter.estimateGas({ network, address, to, value })
    expect(gas).toBe(21_000n)
    // The fee of the send at a quoted gas price is the transfer's gas times that price.
    await expect(
      adapter.estimateSendFee({ network, address, to, amount: value, feeRate: 2_000_000_000n }),
    ).resolves.toEqual({ fee: 42_000_000_000_000n })

    const { hash } = await adapter.sendNative({ network, address, to, value })
    await waitForReceipt(hash)

    const after = {
      sender: await adapter.getBalance({ address, network }),
      recipient: await adapter.getBalance({ address: to, network }),
    }
    expect(after.sender.symbol).toBe('ETH')
    expect(parseEther(after.recipient.balance) - before.recipient).toBe(value)
    const spent = before.sender - parseEther(after.sender.balance)
    expect(spent).toBeGreaterThan(value)
    expect(spent - value).toBeLessThan(parseEther('0.01'))
  })

  it('waitForTransaction resolves once the send is in a block; a hash no block holds runs out of time', async () => {
    const { adapter, address } = await connectWallet(1)
    const { hash } = await adapter.sendNative({ network, address, to: recipient(), value: 1n })
    await expect(adapter.waitForTransaction({ hash, network })).resolves.toBeUndefined()
    const client = createPublicClient({ transport: http(suite.devnet.rpcUrl) })
    expect((await client.getTransactionReceipt({ hash: hash as Hex })).status).toBe('success')

    const unknown = `0x${'ab'.repeat(32)}`
    await expect(
      waitForTransaction(adapter.wagmiConfig, { hash: unknown, chainId: suite.devnet.chainId }, 300),
    ).rejects.toBeInstanceOf(BaseError)
    await expect(adapter.waitForTransaction({ hash: 'not a hash', network })).rejects.toBeInstanceOf(
      BaseError,
    )
  })

  it('a declined transaction rejects with UserRejectedRequestError and sends nothing', async () => {
    const { adapter, wallet, address } = await connectWallet(2)
    const before = await adapter.getBalance({ address, network })
    wallet.setPolicy('reject')

    await expect(
      adapter.sendNative({ network, address, to: recipient(), value: parseEther('1') }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await adapter.getBalance({ address, network })).toEqual(before)
  })

  it('refuses a network the adapter was not given with NetworkNotFoundError', async () => {
    const { adapter, address } = await connectWallet(2)
    const mainnet = { ...network, id: 1, caipNetworkId: 'eip155:1' as const }
    await expect(adapter.getBalance({ address, network: mainnet })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
    await expect(
      adapter.sendTransaction({ network: mainnet, address, to: recipient(), value: 1n }),
    ).rejects.toBeInstanceOf(NetworkNotFoundError)
  })
})

describe('ERC-20 transfers', () => {
  it("sendToken moves tokens through the contract's transfer; getBalance with tokenAddress reads them", async () => {
    const token = suite.devnet.tokens[0]
    if (!token) throw new Error('the devnet has no token')
    const { adapter, address } = await connectWallet(3)
    const to = recipient()
    const before = await adapter.getBalance({ address: to, network, tokenAddress: token.address })
    expect(before.symbol).toBe(token.symbol)
    const amount = parseUnits('12.5', token.decimals)

    const sendToken = { address: token.address, decimals: token.decimals }
    // Its fee is the ERC-20 transfer's gas (more than a plain transfer's) at the node's gas price.
    const { fee } = await adapter.estimateSendFee({ network, address, to, amount, token: sendToken })
    expect(fee).toBeGreaterThan(21_000n)

    const { hash } = await adapter.sendToken({ network, address, to, token: sendToken, amount })
    await waitForReceipt(hash)

    const after = await adapter.getBalance({ address: to, network, tokenAddress: token.address })
    expect(parseUnits(after.balance, token.decimals) - parseUnits(before.balance, token.decimals)).toBe(
      amount,
    )
    expect((await adapter.getBalance({ address, network, tokenAddress: token.address })).balance).toBe(
      '999987.5',
    )
  })
})

describe('pending transactions', () => {
  it('emits pendingTransactions with the hash of a transaction sent on the connected chain', async () => {
    const { adapter } = await connectWallet(4, 50)
    const hashes: (string | undefined)[] = []
    adapter.emitter.on('pendingTransactions', ({ hash }) => hashes.push(hash))
    // Let the watcher install its filter before anything is sent.
    await new Promise((resolve) => setTimeout(resolve, 200))

    // Sent by someone else, straight to the node: the filter reports the node's pending transactions.
    const hash = await sendFromNode(5)

    await vi.waitFor(() => expect(hashes).toContain(hash), { timeout: 3_000, interval: 25 })
  })

  it('stops watching after disconnect', async () => {
    const { adapter } = await connectWallet(4, 50)
    const hashes: (string | undefined)[] = []
    adapter.emitter.on('pendingTransactions', ({ hash }) => hashes.push(hash))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const watched = await sendFromNode(6)
    await vi.waitFor(() => expect(hashes).toContain(watched), { timeout: 3_000, interval: 25 })

    await adapter.disconnect({ connectorId: RDNS })
    const unwatched = await sendFromNode(6)
    await new Promise((resolve) => setTimeout(resolve, 300))

    expect(hashes).not.toContain(unwatched)
  })
})
