import { createServer } from 'node:net'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetDefaults } from './devnetDefaults.ts'
import { devnetTokens } from './devnetTokens.ts'
import { getFreePort } from './getFreePort.ts'
import { type Devnet, startDevnet } from './startDevnet.ts'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startDevnet', () => {
  let devnet: Devnet
  let port: number

  beforeAll(async () => {
    port = await getFreePort()
    devnet = await startDevnet({ port })
  })
  afterAll(() => devnet?.stop())

  const client = () => createPublicClient({ transport: http(devnet.rpcUrl) })

  it('serves chain id 31337 on 127.0.0.1 at the requested port', async () => {
    expect(devnet.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    expect(devnet.chainId).toBe(31337)
    expect(await client().getChainId()).toBe(31337)
  })

  it('lists the ten mnemonic accounts anvil funds, each with exactly 10000 ETH', async () => {
    const anvilAccounts = await createWalletClient({ transport: http(devnet.rpcUrl) }).getAddresses()
    expect(devnet.accounts.map((account) => account.address.toLowerCase())).toEqual(
      anvilAccounts.map((address) => address.toLowerCase()),
    )
    expect(devnet.accounts).toHaveLength(10)
    for (const account of devnet.accounts) {
      expect(await client().getBalance({ address: account.address })).toBe(parseEther('10000'))
    }
  })

  it('deploys dUSD (6 decimals) and DVT (18 decimals) with their metadata on-chain', async () => {
    expect(devnet.tokens).toEqual(devnetTokens.map((token) => ({ ...token })))
    for (const token of devnet.tokens) {
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client().readContract({ address: token.address, abi: erc20Abi, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        token.name,
        token.symbol,
        token.decimals,
      ])
    }
    expect(devnet.tokens.map((token) => [token.symbol, token.decimals])).toEqual([
      ['dUSD', 6],
      ['DVT', 18],
    ])
  })

  it('mints 1,000,000 of each token to the first five accounts and none to the rest', async () => {
    for (const token of devnet.tokens) {
      const balances = await Promise.all(
        devnet.accounts.map((account) =>
          client().readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
        ),
      )
      const minted = parseUnits('1000000', token.decimals)
      expect(balances).toEqual([minted, minted, minted, minted, minted, 0n, 0n, 0n, 0n, 0n])
      const totalSupply = await client().readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'totalSupply',
      })
      expect(totalSupply).toBe(minted * BigInt(devnetDefaults.tokenHolderCount))
    }
  })

  it('deploys the tokens at the same addresses on every start', async () => {
    const second = await startDevnet()
    try {
      expect(second.port).not.toBe(devnet.port)
      expect(second.tokens.map((token) => token.address)).toEqual(devnet.tokens.map((token) => token.address))
      const code = await createPublicClient({ transport: http(second.rpcUrl) }).getCode({
        address: devnetTokens[0].address,
      })
      expect(code?.length).toBeGreaterThan(2)
    } finally {
      await second.stop()
    }
  })
})

describe('startDevnet lifecycle', () => {
  it('stop() ends the anvil process and frees the port, and a second stop() is harmless', async () => {
    const devnet = await startDevnet({ port: await getFreePort() })
    expect(isRunning(devnet.pid)).toBe(true)
    await devnet.stop()
    expect(isRunning(devnet.pid)).toBe(false)
    await expect(fetch(devnet.rpcUrl, { method: 'POST' })).rejects.toThrow()
    await expect(devnet.stop()).resolves.toBeUndefined()
  })

  it('rejects with anvil output when the port is taken, leaving nothing listening for it', async () => {
    const blocker = createServer()
    const port = await getFreePort()
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve))
    try {
      await expect(startDevnet({ port })).rejects.toThrow(/anvil did not start/)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
