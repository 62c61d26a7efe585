import { parseSolanaChains } from '../chains/parseSolanaChains.ts'
import { parseWalletChains } from '../chains/parseWalletChains.ts'
import { WalletConfigError } from '../errors/WalletConfigError.ts'
import type { WalletConfig } from './WalletConfig.ts'
import { maxAccountCount, walletDefaults } from './walletDefaults.ts'

/** The build-time environment variables the wallet reads (Vite exposes `VITE_`-prefixed ones). */
export interface WalletEnv {
  VITE_WALLET_RELAY_URL?: string | undefined
  VITE_WALLET_PROJECT_ID?: string | undefined
  VITE_WALLET_CHAINS?: string | undefined
  VITE_WALLET_SOLANA_CHAINS?: string | undefined
  VITE_WALLET_ACCOUNTS?: string | undefined
}

/**
 * The wallet's settings: the relay, project id, EVM and Solana chains and account count from the environment (set when the page
 * is built or served), else `walletDefaults`; from the page's query string only `uri`, the pairing a deep link
 * hands over. A link is anybody's to write, so it can never point the wallet at another relay or RPC. Throws
 * `WalletConfigError` for unusable values, naming the environment variable.
 *
 * @example readWalletConfig('?uri=wc%3A…', { VITE_WALLET_RELAY_URL: 'ws://127.0.0.1:9000' })
 */
export function readWalletConfig(search: string, env: WalletEnv): WalletConfig {
  const query = new URLSearchParams(search)
  const pick = (name: string, envValue: string | undefined, fallback: string): [string, string] =>
    envValue !== undefined && envValue !== '' ? [name, envValue] : [name, fallback]

  const [relaySetting, relayUrl] = pick(
    'VITE_WALLET_RELAY_URL',
    env.VITE_WALLET_RELAY_URL,
    walletDefaults.relayUrl,
  )
  if (!/^wss?:\/\/[^/\s]+/.test(relayUrl)) {
    throw new WalletConfigError(relaySetting, relayUrl, 'a relay URL starts with ws:// or wss://')
  }
  const [, projectId] = pick('VITE_WALLET_PROJECT_ID', env.VITE_WALLET_PROJECT_ID, walletDefaults.projectId)
  const [chainsSetting, chains] = pick('VITE_WALLET_CHAINS', env.VITE_WALLET_CHAINS, walletDefaults.chains)
  const [solanaChainsSetting, solanaChains] = pick(
    'VITE_WALLET_SOLANA_CHAINS',
    env.VITE_WALLET_SOLANA_CHAINS,
    walletDefaults.solanaChains,
  )
  const [accountsSetting, accounts] = pick(
    'VITE_WALLET_ACCOUNTS',
    env.VITE_WALLET_ACCOUNTS,
    String(walletDefaults.accountCount),
  )
  const accountCount = Number(accounts)
  if (!Number.isInteger(accountCount) || accountCount < 1 || accountCount > maxAccountCount) {
    throw new WalletConfigError(accountsSetting, accounts, `a whole number from 1 to ${maxAccountCount}`)
  }
  const uri = query.get('uri')
  return {
    relayUrl,
    projectId,
    chains: parseWalletChains(chains, chainsSetting),
    solanaChains: parseSolanaChains(solanaChains, solanaChainsSetting),
    accountCount,
    uri: uri === null || uri === '' ? undefined : uri,
  }
}
