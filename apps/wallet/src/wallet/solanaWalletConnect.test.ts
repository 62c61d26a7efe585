// The Solana namespace end to end in Node: a dApp's UniversalProvider and this wallet's controller over WalletKit,
// talking only through the local relay, on the local Solana devnet (as the relay's walletConnectClients.test.ts
// does for eip155).
import {
  getSolanaDevnetTokenAccount,
  type SolanaDevnet,
  solanaDevnetDefaults,
  solanaDevnetMint,
  startSolanaDevnet,
} from '@org/appkit-devnet'
import { type Relay, silentRelayLogger, startRelay } from '@org/appkit-relay'
import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { SessionTypes } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveSolanaAccounts } from '../accounts/deriveSolanaAccounts.ts'
import { deriveWalletAccounts } from '../accounts/deriveWalletAccounts.ts'
import { parseWalletChains } from '../chains/parseWalletChains.ts'
import { walletDefaults } from '../config/walletDefaults.ts'
import { decodeBase58 } from '../encoding/decodeBase58.ts'
import { decodeBase64 } from '../encoding/decodeBase64.ts'
import { encodeBase58 } from '../encoding/encodeBase58.ts'
import type { DecodedSolanaRequest } from '../requests/DecodedSolanaRequest.ts'
import { createMemoryStorage } from '../test/createMemoryStorage.ts'
import {
  createAtaIdempotentInstruction,
  createSolTransfer,
  createTransferCheckedInstruction,
  createV0Transaction,
} from '../test/solanaTestTransactions.ts'
import { verifyEd25519 } from '../test/verifyEd25519.ts'
import { createWalletController, type WalletController } from './createWalletController.ts'
import { createWalletKit } from './createWalletKit.ts'
import { keepOnLoopback } from './keepOnLoopback.ts'
import type { RequestView } from './RequestView.ts'
import type { WalletState } from './WalletState.ts'

type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
]
const [owner, other] = await deriveSolanaAccounts(walletDefaults.mnemonic, 2)
const cleanups: Array<() => Promise<unknown>> = []
let relay: Relay
let devnet: SolanaDevnet
let connection: Connection
let controller: WalletController
let dapp: Dapp
let session: SessionTypes.Struct

beforeAll(async () => {
  relay = await startRelay({ logger: silentRelayLogger })
  cleanups.push(() => relay.close())
  // No ports given: the OS picks free ones for HTTP and WebSocket.
  devnet = await startSolanaDevnet()
  cleanups.push(() => devnet.stop())
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })

  const walletKit = await createWalletKit({
    relayUrl: relay.url,
    projectId: 'laboratory',
    storagePrefix: 'solana-round-trip-wallet',
    storage: createMemoryStorage(),
    logger: 'silent',
    metadata: { name: 'Test wallet', description: 'Test wallet', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(() => walletKit.core.relayer.transportClose())
  controller = createWalletController({
    walletKit,
    accounts: deriveWalletAccounts(walletDefaults.mnemonic, 1),
    chains: parseWalletChains('eip155:31337=http://127.0.0.1:1'),
    solanaAccounts: [owner!, other!],
    solanaChains: [{ caipId: devnet.chainId, rpcUrl: devnet.rpcUrl }],
  })
  cleanups.push(async () => controller.destroy())

  dapp = await UniversalProvider.init({
    projectId: 'laboratory',
    relayUrl: relay.url,
    customStoragePrefix: 'solana-round-trip-dapp',
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Solana dApp', description: 'A Node dApp', url: 'http://127.0.0.1', icons: [] },
  })
  keepOnLoopback(dapp.client.core)
  cleanups.push(() => dapp.client.core.relayer.transportClose())
}, 120_000)

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

/** Resolves the first state (now or after a change) that `pick` finds something in. */
function waitForState<T>(pick: (state: WalletState) => T | undefined, timeoutMs = 30_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = pick(controller.getState())
      if (found === undefined) return false
      clearTimeout(timer)
      unsubscribe()
      resolve(found)
      return true
    }
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`Timed out; wallet error: ${controller.getState().error?.message ?? 'none'}`))
    }, timeoutMs)
    const unsubscribe = controller.subscribe(() => void check())
    check()
  })
}

/** Sends `method` from the dApp; resolves the request as the wallet shows it, and the dApp's answer. */
async function requestFromDapp<T>(method: string, params: Record<string, unknown>) {
  const before = new Set(controller.getState().requests.map((request) => request.id))
  const answer = dapp.request<T>({ method, params }, devnet.chainId)
  answer.catch(() => undefined)
  const view = await waitForState((state) =>
    state.requests.find((request) => !before.has(request.id) && request.request.method === method),
  )
  return { view: view as RequestView & { request: DecodedSolanaRequest }, answer }
}

describe('the solana namespace over WalletConnect, through the local relay', () => {
  it('pairs: the proposal lists the solana namespace; the session holds the Solana account as CAIP-10', async () => {
    dapp.on('display_uri', (uri: string) => void controller.pair(uri))
    const approved = dapp.connect({
      optionalNamespaces: {
        solana: {
          chains: [devnet.chainId],
          methods: solanaMethods,
          events: ['accountsChanged'],
          rpcMap: { [devnet.chainId.split(':')[1]!]: devnet.rpcUrl },
        },
      },
    })
    const proposal = await waitForState((state) => state.proposals[0])
    expect(proposal).toMatchObject({
      namespaces: ['solana'],
      chains: [devnet.chainId],
      methods: solanaMethods,
    })
    await controller.approveProposal(proposal.id)
    session = (await approved) as SessionTypes.Struct

    expect(session.namespaces).toEqual({
      solana: {
        chains: [devnet.chainId],
        methods: solanaMethods,
        events: ['accountsChanged'],
        accounts: [`${devnet.chainId}:${owner!.address}`],
      },
    })
    expect(controller.getState().sessions[0]?.addresses).toEqual([owner!.address])
  })

  it('solana_signMessage: the wallet shows the text; the dApp gets a base58 signature that verifies (ed25519)', async () => {
    const message = new TextEncoder().encode('Sign in to the Solana dApp\nnonce 9')
    const { view, answer } = await requestFromDapp<{ signature: string }>('solana_signMessage', {
      message: encodeBase58(message),
      pubkey: owner!.address,
    })
    expect(view.chainId).toBe(devnet.chainId)
    expect(view.request).toMatchObject({
      pubkey: owner!.address,
      message: { text: 'Sign in to the Solana dApp\nnonce 9' },
    })
    await controller.approveRequest(view.id)
    const { signature } = await answer
    expect(await verifyEd25519(owner!.address, decodeBase58(signature), message)).toBe(true)
  })

  it('solana_signAndSendTransaction of a SOL transfer: sent and confirmed; both balances move exactly, fee included', async () => {
    const receiver = Keypair.generate().publicKey
    const lamports = 1_234_567_890
    const [senderBefore, receiverBefore] = await Promise.all([
      connection.getBalance(owner!.publicKey),
      connection.getBalance(receiver),
    ])
    const { blockhash } = await connection.getLatestBlockhash()
    const { view, answer } = await requestFromDapp<{ signature: string }>('solana_signAndSendTransaction', {
      transaction: createSolTransfer(owner!.publicKey, receiver, lamports, blockhash),
      pubkey: owner!.address,
    })
    expect(view.request).toMatchObject({
      transaction: {
        feePayer: owner!.address,
        instructions: [
          { kind: 'solTransfer', from: owner!.address, to: receiver.toBase58(), lamports: BigInt(lamports) },
        ],
      },
    })
    await controller.approveRequest(view.id)
    const { signature } = await answer

    // Answered only once confirmed: the transaction is on chain already.
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta).toMatchObject({ err: null, fee: solanaDevnetDefaults.lamportsPerSignature })
    expect(await connection.getBalance(receiver)).toBe(receiverBefore + lamports)
    const senderAfter = await connection.getBalance(owner!.publicKey)
    expect(senderAfter).toBe(senderBefore - lamports - solanaDevnetDefaults.lamportsPerSignature)
    // The accounts panel's balance follows.
    await waitForState((state) =>
      state.solanaBalances.find(
        (balance) =>
          balance.address === owner!.address &&
          balance.state === 'loaded' &&
          balance.lamports === BigInt(senderAfter),
      ),
    )
  })

  it('solana_signTransaction of an SPL TransferChecked (v0): the wallet decodes it; the dApp sends the signed transaction itself', async () => {
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(solanaDevnetMint.address)
    const source = new PublicKey(
      await getSolanaDevnetTokenAccount(owner!.address as Parameters<typeof getSolanaDevnetTokenAccount>[0]),
    )
    const [destination] = PublicKey.findProgramAddressSync(
      [receiver.toBytes(), new PublicKey(solanaDevnetMint.programId).toBytes(), mint.toBytes()],
      new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'),
    )
    const amount = 12_500_000n // 12.5 dUSD
    const sourceBefore = BigInt((await connection.getTokenAccountBalance(source)).value.amount)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = createV0Transaction(
      owner!.publicKey,
      [
        createAtaIdempotentInstruction(owner!.publicKey, destination, receiver, mint),
        createTransferCheckedInstruction({
          source,
          mint,
          destination,
          owner: owner!.publicKey,
          amount,
          decimals: 6,
        }),
      ],
      blockhash,
    )
    const { view, answer } = await requestFromDapp<{ signature: string; transaction: string }>(
      'solana_signTransaction',
      { transaction, pubkey: owner!.address },
    )
    expect(view.request).toMatchObject({
      transaction: {
        version: 0,
        instructions: [
          { kind: 'createTokenAccount', owner: receiver.toBase58() },
          { kind: 'splTransfer', amount, decimals: 6, mint: mint.toBase58(), receiver: receiver.toBase58() },
        ],
      },
    })
    await controller.approveRequest(view.id)
    const result = await answer
    const signed = VersionedTransaction.deserialize(decodeBase64(result.transaction))
    expect(encodeBase58(signed.signatures[0]!)).toBe(result.signature)

    const sent = await connection.sendRawTransaction(signed.serialize())
    expect(sent).toBe(result.signature)
    const confirmation = await connection.confirmTransaction({
      signature: sent,
      blockhash,
      lastValidBlockHeight,
    })
    expect(confirmation.value.err).toBeNull()
    expect((await connection.getTokenAccountBalance(destination)).value).toMatchObject({
      amount: '12500000',
      decimals: 6,
    })
    expect(BigInt((await connection.getTokenAccountBalance(source)).value.amount)).toBe(sourceBefore - amount)
  })

  it('a request rejected in the wallet reaches the dApp as the user-rejected error (4001)', async () => {
    const { view, answer } = await requestFromDapp('solana_signMessage', {
      message: encodeBase58(new TextEncoder().encode('Please reject me')),
      pubkey: owner!.address,
    })
    await controller.rejectRequest(view.id)
    await expect(answer).rejects.toMatchObject({ code: 4001 })
  })

  it('a transaction paid by an account the session does not share is refused at once (4100), never shown', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const answer = dapp.request(
      {
        method: 'solana_signTransaction',
        // The wallet holds `other` but shared only `owner` with this dApp.
        params: { transaction: createSolTransfer(other!.publicKey, owner!.publicKey, 1, blockhash) },
      },
      devnet.chainId,
    )
    await expect(answer).rejects.toMatchObject({
      code: 4100,
      message: `The fee payer ${other!.address} is not an account this session shares.`,
    })
    expect(controller.getState().requests).toEqual([])
  })
})
