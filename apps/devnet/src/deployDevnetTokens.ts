import { type Address, type Hex, parseUnits } from 'viem'
import type { DevnetDeployer } from './createDevnetDeployer.ts'
import { devnetDefaults } from './devnetDefaults.ts'
import { type DevnetToken, devnetTokens } from './devnetTokens.ts'
import { loadDevnetArtifact } from './loadDevnetArtifact.ts'

export interface DeployDevnetTokensParameters {
  deployer: DevnetDeployer
  /** Receivers of the initial mint, `devnetDefaults.tokenMintAmount` whole tokens each. */
  holders: readonly Address[]
}

/**
 * Deploys `devnetTokens` from the devnet deployer with explicit nonces 0, 1, ... on a fresh chain, so every
 * start yields the same addresses; throws if the chain was not fresh.
 */
export async function deployDevnetTokens({
  deployer,
  holders,
}: DeployDevnetTokensParameters): Promise<DevnetToken[]> {
  const { abi, bytecode } = loadDevnetArtifact('DevnetToken')
  // One after the other: nonce order is what makes the addresses stable.
  const hashes: Hex[] = []
  for (const [nonce, token] of devnetTokens.entries()) {
    const amountEach = parseUnits(String(devnetDefaults.tokenMintAmount), token.decimals)
    hashes.push(
      await deployer.wallet.deployContract({
        abi,
        bytecode,
        nonce,
        args: [token.name, token.symbol, token.decimals, holders, amountEach],
      }),
    )
  }
  const receipts = await Promise.all(
    hashes.map((hash) => deployer.client.waitForTransactionReceipt({ hash })),
  )
  return devnetTokens.map((token, index) => {
    const deployed = receipts[index]?.contractAddress
    if (receipts[index]?.status !== 'success' || deployed?.toLowerCase() !== token.address.toLowerCase()) {
      throw new Error(`${token.symbol} deployed at ${deployed ?? 'nowhere'}, expected ${token.address}`)
    }
    return { ...token }
  })
}
