#!/usr/bin/env node
// `pnpm --filter @org/appkit-devnet start`: the devnet on 127.0.0.1:8545 (or --port N / DEVNET_PORT) with chain
// id 31337 (or --chain-id N / DEVNET_CHAIN_ID) until SIGINT or SIGTERM. `--verbose` forwards anvil's per-request
// log. Beside it the Solana devnet on 127.0.0.1:8899 and WebSocket 8900 (--solana-port N / SOLANA_DEVNET_PORT,
// --solana-ws-port N / SOLANA_DEVNET_WS_PORT), unless `--no-solana` (`pnpm dev`'s second EVM chain runs none).
import { devnetDefaults } from './devnetDefaults.ts'
import { devnetNames } from './devnetNames.ts'
import { solanaDevnetFaucet } from './solana/solanaDevnetAccounts.ts'
import { solanaDevnetDefaults } from './solana/solanaDevnetDefaults.ts'
import { type SolanaDevnet, startSolanaDevnet } from './solana/startSolanaDevnet.ts'
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
const solanaPort = readInteger(argv, '--solana-port', 'SOLANA_DEVNET_PORT', solanaDevnetDefaults.port, 65_535)
const solanaWsPort = readInteger(
  argv,
  '--solana-ws-port',
  'SOLANA_DEVNET_WS_PORT',
  solanaPort === 0 ? 0 : solanaPort + 1,
  65_535,
)
const [evm, solana] = await Promise.allSettled([
  startDevnet({
    port: readInteger(argv, '--port', 'DEVNET_PORT', devnetDefaults.port, 65_535),
    chainId: readInteger(
      argv,
      '--chain-id',
      'DEVNET_CHAIN_ID',
      devnetDefaults.chainId,
      Number.MAX_SAFE_INTEGER,
    ),
    ...(verbose ? { onOutput: (chunk: string) => process.stdout.write(chunk) } : {}),
  }),
  argv.includes('--no-solana')
    ? Promise.resolve(undefined)
    : startSolanaDevnet({ port: solanaPort, wsPort: solanaWsPort }),
])
if (evm.status === 'rejected' || solana.status === 'rejected') {
  // One chain without the other is not the stack anyone asked for: stop what started and say why.
  if (evm.status === 'fulfilled') await evm.value.stop()
  if (solana.status === 'fulfilled') await solana.value?.stop()
  const reason = evm.status === 'rejected' ? evm.reason : (solana as PromiseRejectedResult).reason
  process.stderr.write(`${reason instanceof Error ? reason.message : String(reason)}\n`)
  process.exit(1)
}
const devnet = evm.value
const solanaDevnet: SolanaDevnet | undefined = solana.value

function solanaLines(solana: SolanaDevnet): string[] {
  const holders = solanaDevnetDefaults.tokenHolderCount
  const { mint } = solana
  return [
    `Solana devnet (LiteSVM, ${solana.chainId}) listening on ${solana.rpcUrl} (WebSocket ${solana.wsUrl})`,
    '',
    `Solana accounts (${solanaDevnetDefaults.balanceSol} SOL each; the same mnemonic at ${solanaDevnetDefaults.derivationPath}; secret keys in base58):`,
    ...solana.accounts.map((account, index) =>
      index < holders
        ? `  (${index}) ${account.address.padEnd(44)}  ${account.secretKey.padEnd(88)}  + dUSD`
        : `  (${index}) ${account.address.padEnd(44)}  ${account.secretKey}`,
    ),
    '',
    `Solana token (minted to accounts 0-${holders - 1}, ${solanaDevnetDefaults.tokenMintAmount.toLocaleString('en-US')} each):`,
    `  ${mint.symbol.padEnd(5)} ${mint.address}  ${mint.name}, ${mint.decimals} decimals (SPL Token)`,
    `Faucet and mint authority: ${solanaDevnetFaucet.address} (requestAirdrop pays from it)`,
    '',
  ]
}

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
  ...(solanaDevnet ? solanaLines(solanaDevnet) : []),
  'Press Ctrl+C to stop.',
]
process.stdout.write(`${lines.join('\n')}\n`)

const shutdown = () => {
  void Promise.all([devnet.stop(), solanaDevnet?.stop()]).then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
