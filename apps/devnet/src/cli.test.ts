import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { devnetTokens } from './devnetTokens.ts'
import { getFreePort } from './getFreePort.ts'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))

it('the CLI prints the URL, accounts and token addresses, and on SIGTERM exits 0 with anvil gone', async () => {
  expect(existsSync(cli), 'dist/cli.js is missing: run `pnpm build` first').toBe(true)
  const port = await getFreePort()
  const child = spawn(process.execPath, [cli, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] })
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
  const rpcUrl = `http://127.0.0.1:${port}`
  expect(output).toContain(`listening on ${rpcUrl}`)
  expect(output).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  for (const token of devnetTokens) expect(output).toContain(token.address)

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  await expect(fetch(rpcUrl, { method: 'POST' })).rejects.toThrow()
})
