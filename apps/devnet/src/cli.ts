#!/usr/bin/env node
// `pnpm --filter @org/appkit-devnet start`: the devnet on 127.0.0.1:8545 (or --port N / DEVNET_PORT) with chain
// id 31337 (or --chain-id N / DEVNET_CHAIN_ID) until SIGINT or SIGTERM. `--verbose` forwards anvil's per-request
// log.
import { devnetDefaults } from './devnetDefaults.ts'
import { devnetNames } from './devnetNames.ts'
import { startDevnet } from './startDevnet.ts'

function readInteger(
  argv: readonly string[],
  flagName: string,
  envName: string,
  fallback: number,
  max: number,
) {
  const flag = argv.indexOf(flagName)
  const raw = flag >= 0 ? argv[flag + 1] : process.env[envName]
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`Invalid ${flagName.slice(2)}: ${raw}`)
  return value
}

const argv = process.argv.slice(2)
const verbose = argv.includes('--verbose')
const devnet = await startDevnet({
  port: readInteger(argv, '--port', 'DEVNET_PORT', devnetDefaults.port, 65_535),
  chainId: readInteger(
    argv,
    '--chain-id',
    'DEVNET_CHAIN_ID',
    devnetDefaults.chainId,
    Number.MAX_SAFE_INTEGER,
  ),
  ...(verbose ? { onOutput: (chunk: string) => process.stdout.write(chunk) } : {}),
})

const mint = `${devnetDefaults.tokenMintAmount.toLocaleString('en-US')} each`
const lines = [
  `Devnet (anvil, chain id ${devnet.chainId}) listening on ${devnet.rpcUrl}`,
  '',
  `Accounts (${devnetDefaults.balanceEth} ETH each; mnemonic "${devnetDefaults.mnemonic}"):`,
  ...devnet.accounts.map(
    (account, index) =>
      `  (${index}) ${account.address}  ${account.privateKey}${index < devnetDefaults.tokenHolderCount ? '  + tokens' : ''}`,
  ),
  '',
  `Tokens (minted to accounts 0-${devnetDefaults.tokenHolderCount - 1}, ${mint}):`,
  ...devnet.tokens.map(
    (token) => `  ${token.symbol.padEnd(5)} ${token.address}  ${token.name}, ${token.decimals} decimals`,
  ),
  '',
  `Names (DevnetNames at ${devnet.namesAddress}):`,
  ...devnetNames.map((entry) => `  ${entry.name.padEnd(10)} account (${entry.accountIndex})`),
  '',
  'Press Ctrl+C to stop.',
]
process.stdout.write(`${lines.join('\n')}\n`)

const shutdown = () => {
  void devnet.stop().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
