import { createMemoryStorage, UserRejectedRequestError } from '@org/appkit-core'
import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { createSolanaDevWallet, registerSolanaDevWallet } from '@org/appkit-testing'
import { recordEvents } from '@org/appkit-testing/adapter-contract'
import { describe, expect, it, vi } from 'vitest'
import { decodeBase58, encodeBase58 } from './encoding/base58.ts'
import { SolanaAdapter } from './SolanaAdapter.ts'
import { createFakeWalletConnect, type FakeWalletConnectOptions } from './test/createFakeWalletConnect.ts'
import { setUpSolanaSuite, verifyEd25519 } from './test/setUpSolanaSuite.ts'
import { toKeypair } from './test/signEd25519.ts'

// The WalletConnect connector against a fake session at the unit edge (the relay round trip is apps/wallet's
// test), sending on this file's devnet from account 4 to account 9.
const [sender, receiver] = [solanaDevnetAccounts[4]!, solanaDevnetAccounts[9]!]
const suite = setUpSolanaSuite({ createSolanaDevWallet, registerSolanaDevWallet })

function setUp(options: Partial<FakeWalletConnectOptions> = {}, storage = createMemoryStorage()) {
  const walletConnect = createFakeWalletConnect({
    keypair: toKeypair(sender.secretKey),
    chain: suite.devnet.chainId,
    connection: suite.connection(),
    ...options,
  })
  const open = () => {
    const adapter = suite.track(new SolanaAdapter({ storage }))
    adapter.setWalletConnect(walletConnect.source)
    return adapter
  }
  return { walletConnect, adapter: open(), reload: open, network: suite.network(), storage }
}

const WALLET_CONNECT = { id: 'walletConnect', type: 'WALLET_CONNECT' } as const

describe('WalletConnect', () => {
  it('is listed as WALLET_CONNECT and connects to the approved Solana account of the session', async () => {
    const { adapter, walletConnect } = setUp()
    expect(await adapter.syncConnectors()).toContainEqual(
      expect.objectContaining({
        id: 'walletConnect',
        type: 'WALLET_CONNECT',
        chain: 'solana',
        name: 'WalletConnect',
      }),
    )
    // As `createAppKit` connects each approved namespace after pairing: no network given.
    expect(await adapter.connect(WALLET_CONNECT)).toEqual({
      address: walletConnect.address,
      chainId: suite.network().id,
      accounts: [{ namespace: 'solana', address: walletConnect.address, type: 'eoa' }],
    })
  })

  it('connected without a network, it works on the session chain once a call named that network', async () => {
    const { adapter, walletConnect, network } = setUp()
    await adapter.connect(WALLET_CONNECT)
    expect(adapter.getConnection()).toBeUndefined()
    await adapter.getBalance({ address: walletConnect.address, network })
    expect(adapter.getConnection()?.rpcEndpoint).toBe(suite.devnet.rpcUrl)
    const provider = adapter.getWalletProvider({ connectorId: 'walletConnect' })
    expect(provider?.provider).toBe(walletConnect.provider)
    const signature = await provider?.signMessage(new TextEncoder().encode('session chain'))
    expect(signature).toHaveLength(64)
    expect(walletConnect.requests.at(-1)?.chain).toBe(network.caipNetworkId)
  })

  it('fails with WalletConnectSessionMissingError before the wallet approved a Solana namespace', async () => {
    const { adapter, walletConnect } = setUp()
    walletConnect.provider.session = undefined
    await expect(adapter.connect(WALLET_CONNECT)).rejects.toMatchObject({
      name: 'WalletConnectSessionMissingError',
    })
  })

  it('signs messages with solana_signMessage (base58 message and pubkey) on the active chain', async () => {
    const { adapter, walletConnect, network } = setUp()
    const { address } = await adapter.connect({ ...WALLET_CONNECT, network })
    const { signature } = await adapter.signMessage({ message: 'over WalletConnect', address })
    expect(await verifyEd25519({ address, message: 'over WalletConnect', signature })).toBe(true)
    expect(walletConnect.requests).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode('over WalletConnect')), pubkey: address },
        chain: network.caipNetworkId,
      },
    ])
  })

  it('sends SOL with solana_signAndSendTransaction (base64 transaction): both sides move exactly', async () => {
    const { adapter, walletConnect, network } = setUp()
    const { address } = await adapter.connect({ ...WALLET_CONNECT, network })
    const before = { sender: await suite.lamports(address), receiver: await suite.lamports(receiver.address) }
    const value = 3_000_000n
    const { fee } = await adapter.estimateSendFee({ network, address, to: receiver.address, amount: value })
    const { hash } = await adapter.sendNative({ network, address, to: receiver.address, value })
    await suite.waitForTransaction(hash)
    expect(await suite.lamports(receiver.address)).toBe(before.receiver + value)
    expect(await suite.lamports(address)).toBe(before.sender - value - fee)
    const [request] = walletConnect.requests
    expect(request).toMatchObject({ method: 'solana_signAndSendTransaction', chain: network.caipNetworkId })
    expect(request?.params).toEqual({
      transaction: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      pubkey: address,
    })
  })

  it('a wallet that only signs: solana_signTransaction, and the adapter broadcasts (also a signature-only answer)', async () => {
    for (const signatureOnly of [false, true]) {
      const { adapter, walletConnect, network } = setUp({
        methods: ['solana_signMessage', 'solana_signTransaction'],
        signatureOnly,
      })
      const { address } = await adapter.connect({ ...WALLET_CONNECT, network })
      const before = await suite.lamports(receiver.address)
      // Another amount each round: the same transfer in the same block would be the same transaction.
      const value = signatureOnly ? 2_000n : 1_000n
      const { hash } = await adapter.sendNative({ network, address, to: receiver.address, value })
      await suite.waitForTransaction(hash)
      expect(await suite.lamports(receiver.address)).toBe(before + value)
      expect(decodeBase58(hash)).toHaveLength(64)
      expect(walletConnect.requests.map((request) => request.method)).toEqual(['solana_signTransaction'])
    }
  })

  it("declines (WalletConnect's 5000) map to UserRejectedRequestError keeping the code", async () => {
    const { adapter, walletConnect, network } = setUp()
    const { address } = await adapter.connect({ ...WALLET_CONNECT, network })
    walletConnect.setPolicy('reject')
    const error = await adapter.signMessage({ message: 'no', address }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(5000)
    await expect(
      adapter.sendNative({ network, address, to: receiver.address, value: 1n }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('restores from the session after a reload; the wallet ending the session emits disconnect', async () => {
    const { adapter, reload, walletConnect, network } = setUp()
    await adapter.connect({ ...WALLET_CONNECT, network })
    adapter.destroy()
    const reloaded = reload()
    const restored = await reloaded.reconnect({ connectorId: 'walletConnect', network })
    expect(restored?.address).toBe(walletConnect.address)
    const events = recordEvents(reloaded)
    walletConnect.deleteSession()
    await vi.waitFor(() => expect(events.disconnect).toEqual([{ connectorId: 'walletConnect' }]))
  })

  it('disconnect ends a Solana-only session, but keeps one that also serves eip155', async () => {
    const solanaOnly = setUp()
    await solanaOnly.adapter.connect(WALLET_CONNECT)
    await solanaOnly.adapter.disconnect({ connectorId: 'walletConnect' })
    expect(solanaOnly.walletConnect.disconnects).toBe(1)

    const shared = setUp({
      otherNamespaces: { eip155: { accounts: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] } },
    })
    await shared.adapter.connect(WALLET_CONNECT)
    await shared.adapter.disconnect({ connectorId: 'walletConnect' })
    expect(shared.walletConnect.disconnects).toBe(0)
    expect(await shared.adapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([])
  })

  it("addresses requests to the cluster's older id when the session approved only that one", async () => {
    const { adapter, walletConnect } = setUp({ chain: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' })
    const devnetCluster = {
      ...suite.network(),
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
    }
    const { address, chainId } = await adapter.connect({ ...WALLET_CONNECT, network: devnetCluster })
    expect(chainId).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    await adapter.signMessage({ message: 'old id', address })
    expect(walletConnect.requests[0]?.chain).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
  })
})
