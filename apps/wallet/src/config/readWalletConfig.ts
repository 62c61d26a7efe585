import { parseWalletChains } from '../chains/parseWalletChains.ts'
import { WalletConfigError } from '../errors/WalletConfigError.ts'
import type { WalletConfig } from './WalletConfig.ts'
import { maxAccountCount, walletDefaults } from './walletDefaults.ts'

/** The build-time environment variables the wallet reads (Vite exposes `VITE_`-prefixed ones). */
export interface WalletEnv {
  VITE_WALLET_RELAY_URL?: string | undefined
  VITE_WALLET_PROJECT_ID?: string | undefined
  VITE_WALLET_CHAINS?: string | undefined
  VITE_WALLET_ACCOUNTS?: string | undefined
}

/**
 * The wallet's settings from the page's query string (`relayUrl`, `projectId`, `chains`, `accounts`, `uri`),
 * falling back to the environment, then to `walletDefaults`. Throws `WalletConfigError` for unusable values.
 *
 * @example readWalletConfig('?relayUrl=ws://127.0.0.1:9000&chains=31337=http://127.0.0.1:9545', {})
 */
export function readWalletConfig(search: string, env: WalletEnv): WalletConfig {
  const query = new URLSearchParams(search)
  const pick = (name: string, envValue: string | undefined, fallback: string): [string, string] => {
    const fromQuery = query.get(name)
    if (fromQuery !== null && fromQuery !== '') return [name, fromQuery]
    if (envValue !== undefined && envValue !== '') return [name, envValue]
    return [name, fallback]
  }

  const [relaySetting, relayUrl] = pick('relayUrl', env.VITE_WALLET_RELAY_URL, walletDefaults.relayUrl)
  if (!/^wss?:\/\/[^/\s]+/.test(relayUrl)) {
    throw new WalletConfigError(relaySetting, relayUrl, 'a relay URL starts with ws:// or wss://')
  }
  const [, projectId] = pick('projectId', env.VITE_WALLET_PROJECT_ID, walletDefaults.projectId)
  const [chainsSetting, chains] = pick('chains', env.VITE_WALLET_CHAINS, walletDefaults.chains)
  const [accountsSetting, accounts] = pick(
    'accounts',
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
    accountCount,
    uri: uri === null || uri === '' ? undefined : uri,
  }
}
