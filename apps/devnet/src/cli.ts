#!/usr/bin/env node
// `pnpm --filter @org/appkit-devnet start`: the devnet on 127.0.0.1:8545 (or --port N / DEVNET_PORT) until
// SIGINT or SIGTERM. `--verbose` forwards anvil's per-request log.
import { devnetDefaults } from './devnetDefaults.ts'
import { startDevnet } from './startDevnet.ts'

function readPort(argv: readonly string[]): number {
  const flag = argv.indexOf('--port')
  const raw = flag >= 0 ? argv[flag + 1] : process.env.DEVNET_PORT
  if (raw === undefined) return devnetDefaults.port
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid port: ${raw}`)
  return port
}

const argv = process.argv.slice(2)
const verbose = argv.includes('--verbose')
const devnet = await startDevnet({
  port: readPort(argv),
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
  'Press Ctrl+C to stop.',
]
process.stdout.write(`${lines.join('\n')}\n`)

const shutdown = () => {
  void devnet.stop().then(() => process.exit(0))
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
