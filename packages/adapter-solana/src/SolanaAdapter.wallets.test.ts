import { createMemoryStorage, UserRejectedRequestError } from '@org/appkit-core'
import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { createSolanaDevWallet, registerSolanaDevWallet } from '@org/appkit-testing'
import { recordEvents } from '@org/appkit-testing/adapter-contract'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './encoding/base58.ts'
import { SolanaAdapter } from './SolanaAdapter.ts'
import type { SolanaProvider } from './SolanaProvider.ts'
import { KeypairWalletAdapter } from './test/createKeypairWalletAdapter.ts'
import { setUpSolanaSuite, verifyEd25519 } from './test/setUpSolanaSuite.ts'
import { toKeypair } from './test/signEd25519.ts'

// A wallet adapter passed in `wallets` (over account 2's keypair), and the provider the dApp gets for the
// connected wallet, on this file's devnet. Account 5 receives.
const [sender, other, receiver] = [
  solanaDevnetAccounts[2]!,
  solanaDevnetAccounts[3]!,
  solanaDevnetAccounts[5]!,
]

const suite = setUpSolanaSuite({ createSolanaDevWallet, registerSolanaDevWallet })

function setUp(storage = createMemoryStorage()) {
  const wallet = new KeypairWalletAdapter(toKeypair(sender.secretKey))
  const adapter = suite.track(new SolanaAdapter({ wallets: [wallet], storage }))
  return { wallet, adapter, storage, network: suite.network() }
}

describe('wallet adapters in `wallets`', () => {
  it('are listed as EXTERNAL under their name and connect', async () => {
    const { wallet, adapter, network } = setUp()
    expect(await adapter.syncConnectors()).toContainEqual({
      id: 'Keypair Wallet',
      name: 'Keypair Wallet',
      type: 'EXTERNAL',
      chain: 'solana',
      imageUrl: wallet.icon,
      installed: true,
    })
    const connection = await adapter.connect({ id: 'Keypair Wallet', type: 'EXTERNAL', network })
    expect(connection).toMatchObject({ address: sender.address, chainId: network.id })
    expect(wallet.calls).toEqual(['connect'])
  })

  it('sign messages and send SOL through the adapter, both sides moving exactly', async () => {
    const { adapter, network } = setUp()
    const { address } = await adapter.connect({ id: 'Keypair Wallet', type: 'EXTERNAL', network })
    const { signature } = await adapter.signMessage({ message: 'hello', address })
    expect(await verifyEd25519({ address, message: 'hello', signature })).toBe(true)

    const before = { sender: await suite.lamports(address), receiver: await suite.lamports(receiver.address) }
    const value = 500_000_000n
    const { fee } = await adapter.estimateSendFee({ network, address, to: receiver.address, amount: value })
    const { hash } = await adapter.sendNative({ network, address, to: receiver.address, value })
    await suite.waitForTransaction(hash)
    expect(await suite.lamports(receiver.address)).toBe(before.receiver + value)
    expect(await suite.lamports(address)).toBe(before.sender - value - fee)
  })

  it('declines map to UserRejectedRequestError through wallet-adapter-base wrapping', async () => {
    const { wallet, adapter, network } = setUp()
    wallet.policy = 'reject'
    await expect(adapter.connect({ id: 'Keypair Wallet', type: 'EXTERNAL', network })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    wallet.policy = 'approve'
    const { address } = await adapter.connect({ id: 'Keypair Wallet', type: 'EXTERNAL', network })
    wallet.policy = 'reject'
    await expect(adapter.signMessage({ message: 'x', address })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(
      adapter.sendNative({ network, address, to: receiver.address, value: 1n }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('restore with autoConnect after a reload; an account switch emits accountChanged', async () => {
    const { adapter, storage, network } = setUp()
    await adapter.connect({ id: 'Keypair Wallet', type: 'EXTERNAL', network })
    // The page reloads: a new adapter over a new, unconnected wallet adapter whose wallet trusts the site.
    adapter.destroy()
    const wallet = new KeypairWalletAdapter(toKeypair(sender.secretKey))
    wallet.trusted = true
    const reloaded = suite.track(new SolanaAdapter({ wallets: [wallet], storage }))
    const restored = await reloaded.reconnect({ connectorId: 'Keypair Wallet', network })
    expect(restored?.address).toBe(sender.address)
    expect(wallet.calls).toEqual(['autoConnect'])
    const events = recordEvents(reloaded)
    wallet.switchAccount(toKeypair(other.secretKey))
    expect(events.accountChanged.map((event) => event.address)).toEqual([other.address])
    await reloaded.disconnect({ connectorId: 'Keypair Wallet' })
    expect(events.disconnect).toEqual([])
  })

  it('a Wallet Standard wallet of the same name replaces the adapter', async () => {
    const standard = await suite.openWallet({ secretKey: sender.secretKey })
    const named = new KeypairWalletAdapter(toKeypair(sender.secretKey))
    Object.defineProperty(named, 'name', { value: standard.name })
    const adapter = suite.track(new SolanaAdapter({ wallets: [named], storage: null }))
    const listed = (await adapter.syncConnectors()).filter((connector) => connector.id === standard.name)
    expect(listed).toEqual([expect.objectContaining({ type: 'ANNOUNCED' })])
  })
})

describe('getWalletProvider (useAppKitProvider)', () => {
  async function connectedProvider() {
    const { wallet, adapter, network } = setUp()
    await adapter.connect({ id: 'Keypair Wallet', type: 'EXTERNAL', network })
    const provider = adapter.getWalletProvider({ connectorId: 'Keypair Wallet' }) as SolanaProvider
    const connection = adapter.getConnection()
    if (!connection) throw new Error('no connection')
    return { wallet, adapter, provider, connection }
  }

  const transfer = (lamports: number) =>
    new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(sender.address),
        toPubkey: new PublicKey(receiver.address),
        lamports,
      }),
    )

  it("hands out the wallet in Reown's Solana Provider shape", async () => {
    const { wallet, provider, adapter } = await connectedProvider()
    expect(provider).toMatchObject({
      id: 'Keypair Wallet',
      name: 'Keypair Wallet',
      type: 'EXTERNAL',
      chain: 'solana',
    })
    expect(provider.provider).toBe(wallet)
    expect(provider.publicKey?.toBase58()).toBe(sender.address)
    expect(adapter.getWalletProvider({ connectorId: 'Other' })).toBeUndefined()
    const message = new TextEncoder().encode('provider')
    const signature = await provider.signMessage(message)
    expect(
      await verifyEd25519({ address: sender.address, message, signature: encodeBase58(signature) }),
    ).toBe(true)
  })

  it('signTransaction fills fee payer and blockhash, and returns a Transaction the wallet signed', async () => {
    const { provider } = await connectedProvider()
    const signed = await provider.signTransaction(transfer(1000))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.feePayer?.toBase58()).toBe(sender.address)
    expect(signed.verifySignatures()).toBe(true)
  })

  it("sendTransaction signs and broadcasts through the dApp's connection", async () => {
    const { provider, connection } = await connectedProvider()
    const before = await suite.lamports(receiver.address)
    const signature = await provider.sendTransaction(transfer(4242), connection)
    await suite.waitForTransaction(signature)
    expect(await suite.lamports(receiver.address)).toBe(before + 4242n)
  })

  it('signAndSendTransaction sends on the active network; a decline is UserRejectedRequestError', async () => {
    const { wallet, provider } = await connectedProvider()
    const before = await suite.lamports(receiver.address)
    const signature = await provider.signAndSendTransaction(transfer(777))
    await suite.waitForTransaction(signature)
    expect(await suite.lamports(receiver.address)).toBe(before + 777n)
    wallet.policy = 'reject'
    await expect(provider.signAndSendTransaction(transfer(1))).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('with a Wallet Standard wallet too: signAllTransactions signs each', async () => {
    const wallet = await suite.openWallet({ secretKey: sender.secretKey })
    const adapter = suite.track(new SolanaAdapter({ storage: null }))
    await adapter.connect({ id: wallet.name, type: 'ANNOUNCED', network: suite.network() })
    const provider = adapter.getWalletProvider({ connectorId: wallet.name }) as SolanaProvider
    expect(provider.provider).toBe(wallet)
    const [first, second] = await provider.signAllTransactions([transfer(1), transfer(2)])
    expect(first?.verifySignatures()).toBe(true)
    expect(second?.verifySignatures()).toBe(true)
    expect(wallet.requests.filter((request) => request.method === 'solana:signTransaction')).toHaveLength(2)
  })
})
