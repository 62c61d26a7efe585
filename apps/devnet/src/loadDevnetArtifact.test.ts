import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { loadDevnetArtifact } from './loadDevnetArtifact.ts'

it('the committed artifacts are what solc compiles from contracts/*.sol today', async () => {
  const script = fileURLToPath(new URL('../scripts/compile.mjs', import.meta.url))
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--check'])
  expect(stdout).toContain('is up to date')
})

it('the artifact carries the full EIP-20 surface and creation bytecode', () => {
  const { abi, bytecode } = loadDevnetArtifact('DevnetToken')
  const names = abi.flatMap((item) => ('name' in item && item.name ? [`${item.type}:${item.name}`] : []))
  expect(names).toEqual(
    expect.arrayContaining([
      'function:name',
      'function:symbol',
      'function:decimals',
      'function:totalSupply',
      'function:balanceOf',
      'function:transfer',
      'function:transferFrom',
      'function:approve',
      'function:allowance',
      'event:Transfer',
      'event:Approval',
    ]),
  )
  expect(bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
})
