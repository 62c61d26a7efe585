import { type Address, type Hex, namehash } from 'viem'
import type { DevnetDeployer } from './createDevnetDeployer.ts'
import { devnetNames, devnetNamesAddress } from './devnetNames.ts'
import { loadDevnetArtifact } from './loadDevnetArtifact.ts'

export interface DeployDevnetNamesParameters {
  deployer: DevnetDeployer
  /** The devnet accounts, by index; `devnetNames` refers to them. */
  accounts: readonly { address: Address }[]
  /** The deployer's nonce for the contract; the records follow it. */
  nonce: number
}

/**
 * Deploys `DevnetNames` at its fixed address and registers `devnetNames` (name + avatar record) from the
 * deployer, so the listed accounts keep their exact genesis balance. Returns the next free nonce.
 */
export async function deployDevnetNames({
  deployer,
  accounts,
  nonce,
}: DeployDevnetNamesParameters): Promise<number> {
  const { abi, bytecode } = loadDevnetArtifact('DevnetNames')
  const { wallet, client } = deployer
  let next = nonce
  const deployHash = await wallet.deployContract({ abi, bytecode, nonce: next++ })
  const deployed = await client.waitForTransactionReceipt({ hash: deployHash })
  if (
    deployed.status !== 'success' ||
    deployed.contractAddress?.toLowerCase() !== devnetNamesAddress.toLowerCase()
  ) {
    throw new Error(
      `DevnetNames deployed at ${deployed.contractAddress ?? 'nowhere'}, expected ${devnetNamesAddress}`,
    )
  }
  const hashes: Hex[] = []
  for (const { accountIndex, name, avatar } of devnetNames) {
    const owner = accounts[accountIndex]?.address
    if (!owner) throw new Error(`devnet name ${name}: no account ${accountIndex}`)
    const node = namehash(name)
    const call = { address: devnetNamesAddress, abi } as const
    hashes.push(
      await wallet.writeContract({
        ...call,
        functionName: 'setName',
        args: [owner, name, node],
        nonce: next++,
      }),
    )
    hashes.push(
      await wallet.writeContract({
        ...call,
        functionName: 'setText',
        args: [node, 'avatar', avatar],
        nonce: next++,
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new Error(`devnet name registration failed in ${failed.transactionHash}`)
  return next
}
