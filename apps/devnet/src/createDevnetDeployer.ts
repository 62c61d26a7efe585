import {
  type Account,
  type Address,
  type Chain,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  parseEther,
  publicActions,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetDefaults } from './devnetDefaults.ts'
import { getDevnetAccount } from './getDevnetAccount.ts'

export interface CreateDevnetDeployerParameters {
  rpcUrl: string
  chainId: number
}

export interface DevnetDeployer {
  address: Address
  /** Reads and receipts on the devnet. */
  client: PublicClient<Transport, Chain>
  wallet: WalletClient<Transport, Chain, Account>
}

/**
 * The account that deploys the devnet's contracts (mnemonic index `deployerIndex`, outside the listed accounts,
 * so they keep their exact genesis balance), funded, with a wallet and a test client on the chain.
 */
export async function createDevnetDeployer({
  rpcUrl,
  chainId,
}: CreateDevnetDeployerParameters): Promise<DevnetDeployer> {
  const account = privateKeyToAccount(getDevnetAccount(devnetDefaults.deployerIndex).privateKey)
  const chain = defineChain({
    id: chainId,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl)
  const testClient = createTestClient({ chain, mode: 'anvil', transport })
  await testClient.setBalance({ address: account.address, value: parseEther('1000') })
  return {
    address: account.address,
    client: testClient.extend(publicActions) as unknown as PublicClient<Transport, Chain>,
    wallet: createWalletClient({ account, chain, transport }),
  }
}
