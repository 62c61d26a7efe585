import { getBalance, sendTransaction, signMessage } from '@wagmi/core'
import { type Address, formatEther, type Hex, parseEther, toHex } from 'viem'
import { wagmiAdapter } from './labAppKit.ts'

/** An EIP-1193 request function: what `useAppKitProvider('eip155').walletProvider` hands a dApp. */
export interface Eip1193Provider {
  request<T = unknown>(args: { method: string; params?: unknown[] }): Promise<T>
}

/** What the laboratory's action buttons do, whichever way the dApp talks to the wallet. */
export interface LabWallet {
  readBalance(address: Address): Promise<string>
  sign(message: string, address: Address): Promise<Hex>
  send(from: Address, to: Address, ether: string): Promise<Hex>
}

/**
 * With an adapter, the dApp's own wagmi actions on `wagmiAdapter.wagmiConfig` (as a wagmi dApp writes them);
 * without one (the WalletConnect-only page), plain EIP-1193 requests on the provider `useAppKitProvider` returns.
 *
 * @example createLabWallet(walletProvider).sign('Hello', address)
 */
export function createLabWallet(provider: Eip1193Provider | undefined, useAdapter: boolean): LabWallet {
  if (useAdapter && wagmiAdapter) {
    const { wagmiConfig } = wagmiAdapter
    return {
      async readBalance(address) {
        return `${formatEther((await getBalance(wagmiConfig, { address })).value)} ETH`
      },
      sign: (message) => signMessage(wagmiConfig, { message }),
      send: (_from, to, ether) => sendTransaction(wagmiConfig, { to, value: parseEther(ether) }),
    }
  }
  const request = <T>(method: string, params: unknown[]) => {
    if (!provider) throw new Error('No wallet provider: connect first')
    return provider.request<T>({ method, params })
  }
  return {
    async readBalance(address) {
      return `${formatEther(BigInt(await request<Hex>('eth_getBalance', [address, 'latest'])))} ETH`
    },
    sign: (message, address) => request<Hex>('personal_sign', [toHex(message), address]),
    send: (from, to, ether) =>
      request<Hex>('eth_sendTransaction', [{ from, to, value: toHex(parseEther(ether)) }]),
  }
}
