import {
  type CaipNetwork,
  type ChainAdapter,
  NetworkNotFoundError,
  parseUnits,
  UserRejectedRequestError,
} from '@org/appkit-core'
import { describe, expect, it } from 'vitest'
import type { ContractPage, DescribeChainAdapterContractParameters } from './ChainAdapterContract.ts'

async function connectPage(page: ContractPage) {
  const { address } = await page.adapter.connect({ ...page.wallet.connector, network: page.network })
  return address
}

/** A balance in the smallest unit, as the adapter reads it. */
async function balanceOf(
  adapter: ChainAdapter,
  parameters: { address: string; network: CaipNetwork; token?: { address: string; decimals: number } },
): Promise<bigint> {
  const { balance } = await adapter.getBalance({
    address: parameters.address,
    network: parameters.network,
    ...(parameters.token ? { tokenAddress: parameters.token.address } : {}),
  })
  return parseUnits(balance, parameters.token?.decimals ?? parameters.network.nativeCurrency.decimals)
}

/**
 * The part of the adapter contract that runs on the namespace's local chain with its dev wallet: balances, native
 * and token sends that move funds, fee estimates, network switching and a network the adapter was not given.
 */
export function describeOnChainContract({
  name,
  loadPage,
  chain: getChain,
  offers,
}: DescribeChainAdapterContractParameters & Required<Pick<DescribeChainAdapterContractParameters, 'chain'>>) {
  describe(`${name}: the adapter contract on its local chain`, () => {
    it("reads the native balance in the network's currency symbol", async () => {
      const page = await loadPage()
      const address = await connectPage(page)
      const balance = await page.adapter.getBalance({ address, network: page.network })
      expect(balance.symbol).toBe(page.network.nativeCurrency.symbol)
      expect(await balanceOf(page.adapter, { address, network: page.network })).toBeGreaterThan(0n)
    })

    // The part on a chain is for adapters that send (capabilities.send), as every real one does.
    it('the adapter sends (capabilities.send, with sendNative, sendToken, estimateSendFee and waitForTransaction)', async () => {
      const { adapter } = await loadPage()
      expect(adapter.capabilities.send).toBe(true)
      expect([
        typeof adapter.sendNative,
        typeof adapter.sendToken,
        typeof adapter.estimateSendFee,
        typeof adapter.waitForTransaction,
      ]).toEqual(['function', 'function', 'function', 'function'])
    })

    it('a native send moves the value once waitForTransaction resolves: the receiver gains exactly it, the sender pays it and a fee', async () => {
      const page = await loadPage()
      const { adapter, network } = page
      const chain = getChain()
      const address = await connectPage(page)
      const before = {
        sender: await balanceOf(adapter, { address, network }),
        receiver: await balanceOf(adapter, { address: chain.receiver, network }),
      }
      const value = parseUnits('0.25', network.nativeCurrency.decimals)
      const { fee } = (await adapter.estimateSendFee?.({
        network,
        address,
        to: chain.receiver,
        amount: value,
      })) ?? { fee: 0n }
      expect(fee).toBeGreaterThan(0n)

      const sent = await adapter.sendNative?.({ network, address, to: chain.receiver, value })
      // The adapter's own wait: once it resolves, balances read through the adapter have the send.
      await adapter.waitForTransaction?.({ hash: sent?.hash ?? '', network })

      expect(await balanceOf(adapter, { address: chain.receiver, network })).toBe(before.receiver + value)
      const spent = before.sender - (await balanceOf(adapter, { address, network }))
      expect(spent).toBeGreaterThan(value)
    })

    it('a declined send rejects with UserRejectedRequestError and moves nothing', async () => {
      const page = await loadPage()
      const { adapter, network } = page
      const chain = getChain()
      const address = await connectPage(page)
      const before = await balanceOf(adapter, { address, network })
      page.wallet.setPolicy('reject')
      const value = parseUnits('1', network.nativeCurrency.decimals)
      await expect(
        adapter.sendNative?.({ network, address, to: chain.receiver, value }),
      ).rejects.toBeInstanceOf(UserRejectedRequestError)
      expect(await balanceOf(adapter, { address, network })).toBe(before)
    })

    if (offers.token) {
      it('a token send moves exactly the amount; its fee estimate is a positive amount of the native token', async () => {
        const page = await loadPage()
        const { adapter, network } = page
        const { token, receiver } = getChain()
        if (!token || !adapter.sendToken || !adapter.estimateSendFee || !adapter.waitForTransaction) {
          throw new Error(
            'offers.token needs chain().token, and the adapter sendToken, estimateSendFee and waitForTransaction',
          )
        }
        const address = await connectPage(page)
        const before = {
          sender: await balanceOf(adapter, { address, network, token }),
          receiver: await balanceOf(adapter, { address: receiver, network, token }),
        }
        const amount = parseUnits('3.5', token.decimals)
        const sendToken = { address: token.address, decimals: token.decimals }
        const { fee } = await adapter.estimateSendFee({
          network,
          address,
          to: receiver,
          amount,
          token: sendToken,
        })
        expect(fee).toBeGreaterThan(0n)

        const { hash } = await adapter.sendToken({ network, address, to: receiver, token: sendToken, amount })
        await adapter.waitForTransaction({ hash, network })

        expect(await balanceOf(adapter, { address: receiver, network, token })).toBe(before.receiver + amount)
        expect(await balanceOf(adapter, { address, network, token })).toBe(before.sender - amount)
        if (token.symbol !== undefined) {
          const { symbol } = await adapter.getBalance({ address, network, tokenAddress: token.address })
          expect(symbol).toBe(token.symbol)
        }
      })
    }

    if (offers.otherNetwork) {
      it('switches the wallet to another network it was given', async () => {
        const page = await loadPage()
        const { otherNetwork } = getChain()
        if (!otherNetwork) throw new Error('offers.otherNetwork needs chain().otherNetwork')
        await connectPage(page)
        await page.adapter.switchNetwork({ network: otherNetwork, connectorId: page.wallet.connector.id })
        expect(String(page.wallet.chainId)).toBe(String(otherNetwork.id))
      })
    }

    it('refuses a network it was not given with NetworkNotFoundError', async () => {
      const page = await loadPage()
      const address = await connectPage(page)
      const unknown: CaipNetwork = {
        ...page.network,
        id: 'unconfigured',
        caipNetworkId: `${page.network.chainNamespace}:unconfigured`,
      }
      await expect(page.adapter.getBalance({ address, network: unknown })).rejects.toBeInstanceOf(
        NetworkNotFoundError,
      )
    })
  })
}
