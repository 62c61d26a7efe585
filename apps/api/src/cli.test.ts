import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getDevnetAccount } from '@org/appkit-devnet'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { postJson, requestJson } from './test/requestJson.ts'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
let folder: string
/** Every CLI this file started: a failed assertion must not leave one running. */
const started: ChildProcess[] = []

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'appkit-api-cli-'))
  // No chain is needed here: names signed for coin type 60 are checked without one. A Solana cluster is listed the
  // same way as an EVM chain.
  const chains = [
    {
      id: 31337,
      name: 'Devnet',
      rpcUrl: 'http://127.0.0.1:9',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    {
      namespace: 'solana',
      id: 'EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx',
      name: 'Solana',
      rpcUrl: 'http://127.0.0.1:9',
    },
  ]
  await writeFile(join(folder, 'chains.json'), JSON.stringify({ chains }))
})
afterAll(async () => {
  await Promise.all(
    started.filter((child) => child.exitCode === null && child.signalCode === null).map(stopCli),
  )
  await rm(folder, { recursive: true, force: true })
})

/** Starts the CLI on a free port; resolves with its URL once it prints the listening line. */
async function startCli(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [cli], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      API_PORT: '0',
      // Nested and not there yet, like the default under node_modules/.cache on a first start.
      API_DATA_DIR: join(folder, 'cache', 'appkit-api', 'pglite'),
      API_CHAINS_FILE: join(folder, 'chains.json'),
      DATABASE_URL: '',
    },
  })
  started.push(child)
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /api listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`CLI exited early (${code}): ${output}`)))
  })
  return { child, url, output: () => output }
}

async function stopCli(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  return exited
}

it('prints "api listening on <url>", serves, keeps names in its data dir across restarts, exits 0 on SIGTERM', async () => {
  expect(existsSync(cli), 'dist/cli.js is missing: run `pnpm build` first').toBe(true)
  const owner = privateKeyToAccount(getDevnetAccount(2).privateKey as Hex)
  const first = await startCli()
  expect(first.output()).toContain('pglite in')
  expect((await requestJson(`${first.url}/v1/supported-chains`)).body).toEqual({
    http: ['eip155:31337', 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'],
    ws: [],
  })
  const message = JSON.stringify({
    name: 'persisted.reown.id',
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const registered = await postJson(`${first.url}/v1/profile/account`, {
    coin_type: 60,
    address: owner.address,
    message,
    signature: await owner.signMessage({ message }),
  })
  expect(registered.status).toBe(200)
  expect(await stopCli(first.child)).toBe(0)
  await expect(fetch(`${first.url}/v1/supported-chains`)).rejects.toThrow()

  const second = await startCli()
  const lookup = await requestJson(`${second.url}/v1/profile/reverse/${owner.address}?apiVersion=2`)
  expect(lookup.body).toEqual([expect.objectContaining({ name: 'persisted.reown.id' })])
  expect(await stopCli(second.child)).toBe(0)
})

it('A4: refuses to bind off loopback without API_PUBLIC_URL: exit 1 with the ConfigError message, nothing bound', async () => {
  const child = spawn(process.execPath, [cli], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      API_HOST: '0.0.0.0',
      API_PORT: '0',
      API_PUBLIC_URL: '',
      API_DATA_DIR: 'memory',
      API_CHAINS_FILE: join(folder, 'chains.json'),
      DATABASE_URL: '',
    },
  })
  started.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  expect(code).toBe(1)
  expect(output).toMatch(
    /^api: API_PUBLIC_URL \(option publicUrl\) is required when the server binds 0\.0\.0\.0/,
  )
  expect(output).not.toContain('listening')
})
