import type { Address } from 'viem'
import { createDevnetDeployer } from './createDevnetDeployer.ts'
import { deployDevnetNames } from './deployDevnetNames.ts'
import { deployDevnetTokens } from './deployDevnetTokens.ts'
import { devnetDefaults } from './devnetDefaults.ts'
import { devnetNamesAddress } from './devnetNames.ts'
import type { DevnetToken } from './devnetTokens.ts'
import type { DevnetAccount } from './getDevnetAccount.ts'
import { getDevnetAccounts } from './getDevnetAccounts.ts'
import { spawnAnvil } from './spawnAnvil.ts'

export interface StartDevnetParameters {
  /** Port on 127.0.0.1; 0 or absent lets the OS pick a free one (read back from anvil). */
  port?: number
  /** Default `devnetDefaults.chainId` (31337); `pnpm dev` runs a second chain with `devnetDefaults.secondChainId`. */
  chainId?: number
  /** Receives anvil's per-request log once it runs; dropped when absent. */
  onOutput?: (chunk: string) => void
}

export interface Devnet {
  rpcUrl: string
  chainId: number
  port: number
  /** The anvil process id, for diagnostics and leak checks. */
  pid: number
  /** Funded with `devnetDefaults.balanceEth` ETH each; the first `tokenHolderCount` also hold every token. */
  accounts: DevnetAccount[]
  tokens: DevnetToken[]
  /** The `DevnetNames` contract (ENS-style names, see `devnetNames`): pass it as `contracts.ensUniversalResolver`. */
  namesAddress: Address
  /** Stops anvil and waits until its process is gone. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts a fresh local EVM chain (anvil, chain id 31337 unless told) with funded accounts, the devnet tokens and
 * the devnet names deployed.
 * @example
 * const devnet = await startDevnet()
 * // ... point a client at devnet.rpcUrl
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const accounts = getDevnetAccounts()
  const chainId = parameters.chainId ?? devnetDefaults.chainId
  const anvil = await spawnAnvil({
    host: devnetDefaults.host,
    port: parameters.port ?? 0,
    chainId,
    mnemonic: devnetDefaults.mnemonic,
    accountCount: devnetDefaults.accountCount,
    balanceEth: devnetDefaults.balanceEth,
    ...(parameters.onOutput ? { onOutput: parameters.onOutput } : {}),
  })
  try {
    const holders = accounts.slice(0, devnetDefaults.tokenHolderCount).map((account) => account.address)
    const deployer = await createDevnetDeployer({ rpcUrl: anvil.rpcUrl, chainId })
    const tokens = await deployDevnetTokens({ deployer, holders })
    await deployDevnetNames({ deployer, accounts, nonce: tokens.length })
    return {
      rpcUrl: anvil.rpcUrl,
      chainId,
      port: anvil.port,
      pid: anvil.pid,
      accounts,
      tokens,
      namesAddress: devnetNamesAddress,
      stop: anvil.stop,
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
