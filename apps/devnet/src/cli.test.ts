import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { devnetTokens } from './devnetTokens.ts'
import { getFreePort } from './getFreePort.ts'
import { solanaDevnetAccounts } from './solana/solanaDevnetAccounts.ts'
import { solanaDevnetChainId } from './solana/solanaDevnetChainId.ts'
import { solanaDevnetMint } from './solana/solanaDevnetMint.ts'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))

/** Runs the CLI with `args` until it prints its ready line; returns the child and everything it printed. */
async function startCli(args: string[]) {
  expect(existsSync(cli), 'dist/cli.js is missing: run `pnpm build` first').toBe(true)
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Press Ctrl+C to stop.')) resolve()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`CLI exited early (${code}): ${output}`)))
  })
  return { child, output }
}

it('the CLI prints the URLs, accounts and token addresses of both chains, and on SIGTERM exits 0 with both gone', async () => {
  const [port, solanaPort, solanaWsPort] = [await getFreePort(), await getFreePort(), await getFreePort()]
  const { child, output } = await startCli([
    '--port',
    String(port),
    '--solana-port',
    String(solanaPort),
    '--solana-ws-port',
    String(solanaWsPort),
  ])
  const rpcUrl = `http://127.0.0.1:${port}`
  const solanaUrl = `http://127.0.0.1:${solanaPort}`
  expect(output).toContain(`listening on ${rpcUrl}`)
  expect(output).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  for (const token of devnetTokens) expect(output).toContain(token.address)
  expect(output).toContain(`Solana devnet (LiteSVM, ${solanaDevnetChainId}) listening on ${solanaUrl}`)
  expect(output).toContain(`ws://127.0.0.1:${solanaWsPort}`)
  for (const account of solanaDevnetAccounts)
    expect(output).toContain(`${account.address.padEnd(44)}  ${account.secretKey}`)
  expect(output).toContain(solanaDevnetMint.address)
  const health = await fetch(solanaUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
  })
  expect(await health.json()).toMatchObject({ result: 'ok' })

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  await expect(fetch(rpcUrl, { method: 'POST' })).rejects.toThrow()
  await expect(fetch(solanaUrl, { method: 'POST' })).rejects.toThrow()
})

it('with --no-solana the CLI runs the EVM chain alone (pnpm dev starts its second chain so)', async () => {
  const { child, output } = await startCli(['--port', String(await getFreePort()), '--no-solana'])
  expect(output).toContain('Devnet (anvil, chain id 31337) listening on')
  expect(output).not.toContain('Solana')
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
})
