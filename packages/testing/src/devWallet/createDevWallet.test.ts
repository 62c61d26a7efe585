import { type Devnet, devnetTokens, getFreePort, startDevnet } from '@org/appkit-devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toFunctionSelector,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevWallet, type DevWalletRequest } from './createDevWallet.ts'
import type { ProviderRpcError } from './ProviderRpcError.ts'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort() })
})
afterAll(() => devnet?.stop())

const otherChain = { id: 1, rpcUrl: 'http://127.0.0.1:1', name: 'Elsewhere' }
const chain = () => ({ id: devnet.chainId, rpcUrl: devnet.rpcUrl, name: 'Devnet' })
const publicClient = () => createPublicClient({ transport: http(devnet.rpcUrl) })
/** Each test signs with its own devnet account, so nonces and balances never interfere. */
const walletAt = (addressIndex: number) => createDevWallet({ addressIndex, chains: [chain()] })

async function rejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise
  } catch (error) {
    return error as ProviderRpcError
  }
  throw new Error('expected the request to be rejected')
}

function record<T>(
  wallet: ReturnType<typeof walletAt>,
  event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect',
) {
  const seen: T[] = []
  wallet.on(event, ((value: T) => seen.push(value)) as never)
  return seen
}

describe('connecting', () => {
  it('exposes no account until eth_requestAccounts is approved, then the key address and accountsChanged', async () => {
    const wallet = walletAt(0)
    const changes = record<Address[]>(wallet, 'accountsChanged')
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([devnet.accounts[0]!.address])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([devnet.accounts[0]!.address])
    expect(changes).toEqual([[devnet.accounts[0]!.address]])
  })

  it('answers eth_chainId as hex and net_version as a decimal string for the current chain', async () => {
    const wallet = walletAt(0)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'net_version' })).toBe('31337')
  })

  it('signs with a private key as well as with a mnemonic index', async () => {
    const wallet = createDevWallet({ privateKey: devnet.accounts[3]!.privateKey, chains: [chain()] })
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([devnet.accounts[3]!.address])
  })

  it('grants, lists and revokes the eth_accounts permission (EIP-2255)', async () => {
    const wallet = walletAt(0)
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = (await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })) as { parentCapability: string; caveats: { value: Address[] }[] }[]
    expect(granted.map((permission) => permission.parentCapability)).toEqual(['eth_accounts'])
    expect(granted[0]?.caveats[0]?.value).toEqual([devnet.accounts[0]!.address])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('starts authorized when told (a dApp approved before a reload) without prompting', async () => {
    const wallet = createDevWallet({ addressIndex: 0, chains: [chain()], authorized: true, policy: 'reject' })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([devnet.accounts[0]!.address])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([devnet.accounts[0]!.address])
  })
})

describe('signing', () => {
  it('personal_sign produces a signature viem verifies for the wallet address', async () => {
    const wallet = walletAt(1)
    const client = createWalletClient({ transport: custom(wallet) })
    const [address] = await client.requestAddresses()
    const signature = await client.signMessage({ account: address!, message: 'Sign in to the devnet' })
    expect(await verifyMessage({ address: address!, message: 'Sign in to the devnet', signature })).toBe(true)
  })

  it('personal_sign treats a hex message as raw bytes, like injected wallets', async () => {
    const wallet = walletAt(1)
    await wallet.request({ method: 'eth_requestAccounts' })
    const raw: Hex = '0xdeadbeef'
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [raw, wallet.address],
    })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw }, signature })).toBe(true)
  })

  it('eth_signTypedData_v4 signs EIP-712 data given as JSON, verifiable with viem', async () => {
    const wallet = walletAt(1)
    await wallet.request({ method: 'eth_requestAccounts' })
    const typedData = {
      domain: {
        name: 'Devnet Mail',
        version: '1',
        chainId: 31337,
        verifyingContract: devnetTokens[0].address,
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { to: devnet.accounts[2]!.address, contents: 'Hello', amount: '1000' },
    } as const
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _domain, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: wallet.address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 1000n },
        signature,
      }),
    ).toBe(true)
  })

  it('refuses to sign before the dApp is authorized, and for an address it does not hold (4100)', async () => {
    const wallet = walletAt(1)
    const before = await rejection(
      wallet.request({ method: 'personal_sign', params: ['0x01', wallet.address] }),
    )
    expect(before.code).toBe(4100)
    await wallet.request({ method: 'eth_requestAccounts' })
    const other = devnet.accounts[2]!.address
    expect((await rejection(wallet.request({ method: 'personal_sign', params: ['0x01', other] }))).code).toBe(
      4100,
    )
  })
})

describe('sending', () => {
  it('eth_sendTransaction sends ETH signed locally: the receiver gains the value, the sender pays value + fee', async () => {
    const wallet = walletAt(5)
    const [from, to] = [devnet.accounts[5]!.address, devnet.accounts[6]!.address]
    await wallet.request({ method: 'eth_requestAccounts' })
    const [fromBefore, toBefore] = await Promise.all([
      publicClient().getBalance({ address: from }),
      publicClient().getBalance({ address: to }),
    ])
    const value = parseEther('1.5')
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: `0x${value.toString(16)}` }],
    })) as Hex
    const receipt = await publicClient().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await publicClient().getBalance({ address: to })).toBe(toBefore + value)
    expect(await publicClient().getBalance({ address: from })).toBe(fromBefore - value - fee)
  })

  it('eth_sendTransaction with encoded ERC-20 transfer data moves dUSD between holders', async () => {
    const wallet = walletAt(2)
    const [from, to] = [devnet.accounts[2]!.address, devnet.accounts[7]!.address]
    const token = devnetTokens[0].address
    const balanceOf = (address: Address) =>
      publicClient().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const [fromBefore, toBefore] = [await balanceOf(from), await balanceOf(to)]
    const amount = parseUnits('250.5', 6)
    await wallet.request({ method: 'eth_requestAccounts' })
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
        },
      ],
    })) as Hex
    expect((await publicClient().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balanceOf(from)).toBe(fromBefore - amount)
    expect(await balanceOf(to)).toBe(toBefore + amount)
  })

  it('a transfer the token would revert is refused before anything is sent, with the node code and revert data', async () => {
    const wallet = walletAt(8)
    await wallet.request({ method: 'eth_requestAccounts' })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [wallet.address, 1n] })
    const failure = await rejection(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: devnetTokens[1].address, data }],
      }),
    )
    // The node's answer passes through untouched: code 3 (execution reverted) with the token's custom error.
    expect(failure.code).toBe(3)
    expect(failure.data).toMatch(
      new RegExp(`^${toFunctionSelector('InsufficientBalance(address,uint256,uint256)')}`),
    )
    expect(await publicClient().getTransactionCount({ address: wallet.address })).toBe(0)
  })

  it('forwards read-only eth_* calls to the current chain and refuses node-side signing methods (4200)', async () => {
    const wallet = walletAt(0)
    const balance = await wallet.request({
      method: 'eth_getBalance',
      params: [devnet.accounts[9]!.address, 'latest'],
    })
    expect(balance).toBe(`0x${parseEther('10000').toString(16)}`)
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
    await wallet.request({ method: 'eth_requestAccounts' })
    const refused = await rejection(wallet.request({ method: 'eth_sign', params: [wallet.address, '0x01'] }))
    expect(refused.code).toBe(4200)
  })
})

describe('approving and rejecting', () => {
  it('the reject policy answers every prompt with EIP-1193 code 4001 and sends nothing', async () => {
    const wallet = createDevWallet({ addressIndex: 4, chains: [chain()], policy: 'reject' })
    expect((await rejection(wallet.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    wallet.setPolicy('approve')
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.setPolicy('reject')
    const sign = await rejection(
      wallet.request({ method: 'personal_sign', params: ['0x01', wallet.address] }),
    )
    const send = await rejection(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: wallet.address, value: '0x1' }],
      }),
    )
    expect([sign.code, send.code]).toEqual([4001, 4001])
    expect(sign.message).toBe('User rejected the request.')
    expect(await publicClient().getTransactionCount({ address: wallet.address })).toBe(0)
  })

  it('a per-request hook sees each prompt and decides it: approve the signature, reject the transaction', async () => {
    const seen: DevWalletRequest[] = []
    const wallet = walletAt(4)
    wallet.setPolicy(async (request) => {
      seen.push(request)
      return request.method === 'eth_sendTransaction' ? 'reject' : 'approve'
    })
    await wallet.request({ method: 'eth_requestAccounts' })
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x01', wallet.address] }),
    ).resolves.toMatch(/^0x/)
    const send = await rejection(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: wallet.address }],
      }),
    )
    expect(send.code).toBe(4001)
    expect(seen.map((request) => request.method)).toEqual([
      'eth_requestAccounts',
      'personal_sign',
      'eth_sendTransaction',
    ])
    expect(wallet.requests.map((request) => request.method)).toEqual(seen.map((request) => request.method))
  })
})

describe('a wallet that hangs', () => {
  /** Settles `promise` into a readable state without waiting for it. */
  function watch(promise: Promise<unknown>) {
    const seen: { state: 'pending' | 'resolved' | 'rejected'; value?: unknown } = { state: 'pending' }
    promise.then(
      (value) => Object.assign(seen, { state: 'resolved', value }),
      (value) => Object.assign(seen, { state: 'rejected', value }),
    )
    return seen
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('the hang policy holds a connect prompt open until the test approves it; other calls still answer', async () => {
    const wallet = createDevWallet({ addressIndex: 5, chains: [chain()], policy: 'hang' })
    const connect = watch(wallet.request({ method: 'eth_requestAccounts' }))
    await tick()
    expect(connect.state).toBe('pending')
    expect(wallet.pendingRequests.map((request) => request.method)).toEqual(['eth_requestAccounts'])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.approvePending().method).toBe('eth_requestAccounts')
    await tick()
    expect(connect).toEqual({ state: 'resolved', value: [devnet.accounts[5]!.address] })
    expect(wallet.pendingRequests).toEqual([])
    expect(wallet.isAuthorized).toBe(true)
  })

  it('rejectPending answers the held prompt with 4001; answering with nothing open throws', async () => {
    const wallet = createDevWallet({ addressIndex: 5, chains: [chain()] })
    expect(() => wallet.approvePending()).toThrow('no prompt open')
    wallet.setPolicy('hang')
    const connect = rejection(
      wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    )
    await tick()
    // A new policy applies to the next prompts; the one held stays open.
    wallet.setPolicy('approve')
    expect(wallet.pendingRequests).toHaveLength(1)
    wallet.rejectPending()
    expect((await connect).code).toBe(4001)
    expect(wallet.isAuthorized).toBe(false)
    expect(() => wallet.rejectPending()).toThrow('no prompt open')
  })

  it('by default a second connect prompt opens too, and each is answered in turn, oldest first', async () => {
    const wallet = createDevWallet({ addressIndex: 5, chains: [chain()], policy: 'hang' })
    const first = watch(wallet.request({ method: 'eth_requestAccounts' }))
    const second = watch(wallet.request({ method: 'eth_requestAccounts' }))
    await tick()
    expect(wallet.pendingRequests).toHaveLength(2)
    expect(wallet.pendingRequests[0]).toBe(wallet.requests[0])
    wallet.approvePending()
    await tick()
    expect([first.state, second.state]).toEqual(['resolved', 'pending'])
    wallet.approvePending()
    await tick()
    expect(second).toEqual({ state: 'resolved', value: [devnet.accounts[5]!.address] })
  })

  it("with concurrentPrompts 'reject', a connect while one is open answers -32002 at once, as MetaMask does; once answered, connecting prompts again", async () => {
    const wallet = createDevWallet({
      addressIndex: 5,
      chains: [chain()],
      policy: 'hang',
      concurrentPrompts: 'reject',
    })
    const first = watch(wallet.request({ method: 'eth_requestAccounts' }))
    const second = await rejection(
      wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }),
    )
    expect(second.code).toBe(-32002)
    expect(second.message).toBe("Request of type 'wallet_requestPermissions' already pending. Please wait.")
    expect((await rejection(wallet.request({ method: 'eth_requestAccounts' }))).code).toBe(-32002)
    expect(wallet.pendingRequests).toHaveLength(1)
    wallet.rejectPending()
    await tick()
    expect(first.state).toBe('rejected')
    const third = watch(wallet.request({ method: 'eth_requestAccounts' }))
    await tick()
    expect(third.state).toBe('pending')
    expect(wallet.pendingRequests).toHaveLength(1)
    wallet.setConcurrentPrompts('wait')
    const fourth = watch(wallet.request({ method: 'eth_requestAccounts' }))
    await tick()
    expect(fourth.state).toBe('pending')
    expect(wallet.pendingRequests).toHaveLength(2)
  })
})

describe('chains', () => {
  it('switching to a chain the wallet does not know fails with 4902', async () => {
    const wallet = walletAt(0)
    const failure = await rejection(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    )
    expect(failure.code).toBe(4902)
    expect(wallet.chainId).toBe(31337)
  })

  it('wallet_addEthereumChain adds the chain and switches to it; switching back emits chainChanged again', async () => {
    const wallet = walletAt(0)
    const changes = record<Hex>(wallet, 'chainChanged')
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x2105',
          chainName: 'Base',
          rpcUrls: ['http://127.0.0.1:2'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105')
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(changes).toEqual(['0x2105', '0x7a69'])
  })

  it('a rejected switch keeps the current chain', async () => {
    const wallet = createDevWallet({ addressIndex: 0, chains: [chain(), otherChain], policy: 'reject' })
    const failure = await rejection(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    )
    expect(failure.code).toBe(4001)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('switchChainFromWallet changes the chain without a prompt and emits chainChanged; unknown ids throw 4902', async () => {
    const wallet = createDevWallet({ addressIndex: 0, chains: [chain(), otherChain], policy: 'reject' })
    const changes = record<Hex>(wallet, 'chainChanged')
    wallet.switchChainFromWallet(1)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(changes).toEqual(['0x1'])
    expect(() => wallet.switchChainFromWallet(5)).toThrow(expect.objectContaining({ code: 4902 }))
  })
})

describe('wallet-side events', () => {
  it('disconnectFromWallet revokes access with accountsChanged [] and disconnect (4900); reconnecting emits connect', async () => {
    const wallet = walletAt(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    const accounts = record<Address[]>(wallet, 'accountsChanged')
    const disconnects = record<ProviderRpcError>(wallet, 'disconnect')
    const connects = record<{ chainId: Hex }>(wallet, 'connect')
    wallet.disconnectFromWallet()
    expect(accounts).toEqual([[]])
    expect(disconnects.map((error) => error.code)).toEqual([4900])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect((await rejection(wallet.request({ method: 'eth_blockNumber' }))).code).toBe(4900)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(connects).toEqual([{ chainId: '0x7a69' }])
    expect(accounts).toEqual([[], [devnet.accounts[0]!.address]])
  })

  it('switchAccountFromWallet signs with the new key and tells an authorized dApp; emitAccountsChanged emits as told', async () => {
    const wallet = walletAt(0)
    await wallet.request({ method: 'eth_requestAccounts' })
    const accounts = record<Address[]>(wallet, 'accountsChanged')
    wallet.switchAccountFromWallet({ privateKey: devnet.accounts[1]!.privateKey })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([devnet.accounts[1]!.address])
    wallet.emitAccountsChanged()
    wallet.emitAccountsChanged([])
    expect(accounts).toEqual([[devnet.accounts[1]!.address], [devnet.accounts[1]!.address], []])
  })

  it('removeListener stops delivery to that listener only', () => {
    const wallet = createDevWallet({ addressIndex: 0, chains: [chain(), otherChain] })
    const kept: Hex[] = []
    const removed: Hex[] = []
    const removedListener = (chainId: Hex) => removed.push(chainId)
    wallet.on('chainChanged', (chainId) => kept.push(chainId)).on('chainChanged', removedListener)
    wallet.removeListener('chainChanged', removedListener)
    wallet.switchChainFromWallet(1)
    expect(kept).toEqual(['0x1'])
    expect(removed).toEqual([])
  })
})
