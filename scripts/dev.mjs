#!/usr/bin/env node
// `pnpm dev`: builds the packages, then runs the local stack on 127.0.0.1 (two EVM devnet chains and a Solana
// one, the WalletConnect relay, the API server, the wallet app and the laboratory) and prints their URLs. Ctrl+C
// stops every process it started, by pid.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' }

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=./packages/*',
    '--filter=@org/appkit-devnet',
    '--filter=@org/appkit-relay',
    '--filter=@org/appkit-api',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit', env },
)
if (build.status !== 0) process.exit(build.status ?? 1)

const children = []
let stopping = false

function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}

/** Starts a long-running process; resolves once `ready` matches its output. Any early exit stops the stack. */
function start(name, command, args, ready) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(child)
    let output = ''
    const onData = (chunk) => {
      const text = chunk.toString()
      if (output !== null) {
        output += text
        if (ready.test(output)) {
          output = null
          resolvePromise(child)
        }
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', (code) => {
      if (output !== null) reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`))
      else if (!stopping) {
        console.error(`${name} exited (${code}); stopping the stack`)
        stopAll(code ?? 1)
      }
    })
  })
}

process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))

try {
  await Promise.all([
    start('devnet', 'node', ['apps/devnet/dist/cli.js'], /listening on/i),
    start(
      'devnet 2',
      'node',
      // The first devnet process also runs the Solana devnet (8899/8900); this one runs none.
      ['apps/devnet/dist/cli.js', '--port', '8546', '--chain-id', '31338', '--no-solana'],
      /listening on/i,
    ),
    start('relay', 'node', ['apps/relay/dist/cli.js'], /listening on/i),
  ])
  // The API server indexes the devnets' history, so it starts once they answer.
  await start('api', 'node', ['apps/api/dist/cli.js'], /api listening on/i)
  await start(
    'wallet',
    'pnpm',
    [
      '--filter',
      '@org/appkit-wallet',
      'exec',
      'vite',
      '--host',
      '127.0.0.1',
      '--port',
      '5174',
      '--strictPort',
    ],
    /Local:/,
  )
  await start(
    'laboratory',
    'pnpm',
    [
      '--filter',
      '@org/appkit-laboratory',
      'exec',
      'vite',
      '--host',
      '127.0.0.1',
      '--port',
      '5173',
      '--strictPort',
    ],
    /Local:/,
  )
  console.log(
    [
      '',
      'The local stack is up:',
      '  laboratory  http://127.0.0.1:5173   (the demo dApp)',
      '  devnet      http://127.0.0.1:8545   (EVM chain 31337, funded accounts: see apps/devnet/README.md)',
      '  devnet 2    http://127.0.0.1:8546   (EVM chain 31338, the same accounts, to switch networks)',
      '  solana      http://127.0.0.1:8899   (Solana devnet, LiteSVM; WebSocket ws://127.0.0.1:8900; funded accounts: see apps/devnet/README.md)',
      '  relay       ws://127.0.0.1:8555     (WalletConnect relay: the laboratory pairs with wallets through it)',
      '  api         http://127.0.0.1:8787   (blockchain API and wallet registry, self-hosted: see apps/api/README.md)',
      '  wallet      http://127.0.0.1:5174   (WalletConnect test wallet: paste a wc: URI, or open /?uri=wc:...)',
      '',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stopAll(1)
}
