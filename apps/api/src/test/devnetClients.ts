import type { Devnet } from '@org/appkit-devnet'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

export interface DevnetClients {
  account: PrivateKeyAccount
  publicClient: PublicClient
  walletClient: WalletClient<Transport, Chain, PrivateKeyAccount>
}

/** For tests: viem clients on a devnet, the wallet one signing with a devnet account's key. */
export function devnetClients(devnet: Devnet, accountIndex = 0): DevnetClients {
  const chain = defineChain({
    id: devnet.chainId,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
  const key = devnet.accounts[accountIndex]?.privateKey
  if (!key) throw new Error(`No devnet account ${accountIndex}`)
  const account = privateKeyToAccount(key as Hex)
  return {
    account,
    publicClient: createPublicClient({ chain, transport: http(devnet.rpcUrl), cacheTime: 0 }) as PublicClient,
    walletClient: createWalletClient({ account, chain, transport: http(devnet.rpcUrl) }),
  }
}
