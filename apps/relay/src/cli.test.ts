import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { getFreePort } from '@org/appkit-devnet'
import { expect, it } from 'vitest'
import { connectRawClient } from './test/connectRawClient.ts'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))

it('the CLI listens on RELAY_PORT, prints its URL and a line per connection, and exits 0 on SIGTERM', async () => {
  expect(existsSync(cli), 'dist/cli.js is missing: run `pnpm build` first').toBe(true)
  const port = await getFreePort()
  const child = spawn(process.execPath, [cli], {
    env: { ...process.env, RELAY_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let exitCode: number | null | undefined
  const checks = new Set<() => void>()
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString()
    for (const check of checks) check()
  }
  child.stdout.on('data', onOutput)
  child.stderr.on('data', onOutput)
  child.once('exit', (code) => {
    exitCode = code
    for (const check of checks) check()
  })
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes(text)) resolve()
        else if (exitCode !== undefined)
          reject(new Error(`CLI exited (${exitCode}) before printing ${text}: ${output}`))
        else return
        checks.delete(check)
      }
      checks.add(check)
      check()
    })
  const url = `ws://127.0.0.1:${port}`
  await waitForOutput(`relay listening on ${url}`)

  expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({
    status: 'ok',
    connections: 0,
    topics: 0,
    messages: 0,
  })
  const client = await connectRawClient(url)
  await waitForOutput(`open ${client.clientId}`)
  await client.close()

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(output).toMatch(new RegExp(`close ${client.clientId} after \\d+\\.\\d\\d s`))
  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow()
})
