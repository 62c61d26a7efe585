import {
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetDefaults } from './devnetDefaults.ts'
import { type DevnetToken, devnetTokens } from './devnetTokens.ts'
import { getDevnetAccount } from './getDevnetAccount.ts'
import { loadDevnetTokenArtifact } from './loadDevnetTokenArtifact.ts'

export interface DeployDevnetTokensParameters {
  rpcUrl: string
  /** Receivers of the initial mint, `devnetDefaults.tokenMintAmount` whole tokens each. */
  holders: readonly Address[]
}

/**
 * Deploys `devnetTokens` from the devnet deployer with explicit nonces 0, 1, ... on a fresh chain, so every
 * start yields the same addresses; throws if the chain was not fresh.
 */
export async function deployDevnetTokens(parameters: DeployDevnetTokensParameters): Promise<DevnetToken[]> {
  const { abi, bytecode } = loadDevnetTokenArtifact()
  const deployer = privateKeyToAccount(getDevnetAccount(devnetDefaults.deployerIndex).privateKey)
  const chain = defineChain({
    id: devnetDefaults.chainId,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
  })
  const transport = http(parameters.rpcUrl)
  const testClient = createTestClient({ chain, mode: 'anvil', transport }).extend(publicActions)
  const wallet = createWalletClient({ account: deployer, chain, transport })
  // The deployer is not one of the listed accounts (they keep their exact genesis balance): fund it here.
  await testClient.setBalance({ address: deployer.address, value: parseEther('1000') })

  // One after the other: nonce order is what makes the addresses stable.
  const hashes: Hex[] = []
  for (const [nonce, token] of devnetTokens.entries()) {
    const amountEach = parseUnits(String(devnetDefaults.tokenMintAmount), token.decimals)
    hashes.push(
      await wallet.deployContract({
        abi,
        bytecode,
        nonce,
        args: [token.name, token.symbol, token.decimals, parameters.holders, amountEach],
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => testClient.waitForTransactionReceipt({ hash })))
  return devnetTokens.map((token, index) => {
    const deployed = receipts[index]?.contractAddress
    if (receipts[index]?.status !== 'success' || deployed?.toLowerCase() !== token.address.toLowerCase()) {
      throw new Error(`${token.symbol} deployed at ${deployed ?? 'nowhere'}, expected ${token.address}`)
    }
    return { ...token }
  })
}
