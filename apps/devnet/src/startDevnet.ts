import { deployDevnetTokens } from './deployDevnetTokens.ts'
import { devnetDefaults } from './devnetDefaults.ts'
import type { DevnetToken } from './devnetTokens.ts'
import type { DevnetAccount } from './getDevnetAccount.ts'
import { getDevnetAccounts } from './getDevnetAccounts.ts'
import { spawnAnvil } from './spawnAnvil.ts'

export interface StartDevnetParameters {
  /** Port on 127.0.0.1; 0 or absent lets the OS pick a free one (read back from anvil). */
  port?: number
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
  /** Stops anvil and waits until its process is gone. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts a fresh local EVM chain (anvil, chain id 31337) with funded accounts and the devnet tokens deployed.
 * @example
 * const devnet = await startDevnet()
 * // ... point a client at devnet.rpcUrl
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const accounts = getDevnetAccounts()
  const anvil = await spawnAnvil({
    host: devnetDefaults.host,
    port: parameters.port ?? 0,
    chainId: devnetDefaults.chainId,
    mnemonic: devnetDefaults.mnemonic,
    accountCount: devnetDefaults.accountCount,
    balanceEth: devnetDefaults.balanceEth,
    ...(parameters.onOutput ? { onOutput: parameters.onOutput } : {}),
  })
  try {
    const holders = accounts.slice(0, devnetDefaults.tokenHolderCount).map((account) => account.address)
    const tokens = await deployDevnetTokens({ rpcUrl: anvil.rpcUrl, holders })
    return {
      rpcUrl: anvil.rpcUrl,
      chainId: devnetDefaults.chainId,
      port: anvil.port,
      pid: anvil.pid,
      accounts,
      tokens,
      stop: anvil.stop,
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
