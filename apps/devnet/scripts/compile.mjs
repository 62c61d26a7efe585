#!/usr/bin/env node
// Compiles each contract of contracts/ with the npm `solc` (WASM, offline) and writes its ABI and bytecode to
// contracts/<Name>.json, the committed artifacts that startDevnet deploys: starting the devnet never needs a
// compiler. `--check` exits 1 when a committed artifact is stale instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts')
const contractNames = ['DevnetToken', 'DevnetNames']

const settings = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

let stale = false
for (const contractName of contractNames) {
  const sourceName = `${contractName}.sol`
  const artifactPath = join(contractsDir, `${contractName}.json`)
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readFileSync(join(contractsDir, sourceName), 'utf8') } },
    settings,
  }

  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const problems = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  for (const entry of output.errors ?? []) console.error(entry.formattedMessage)
  if (problems.length > 0) process.exit(1)

  const contract = output.contracts[sourceName][contractName]
  const artifact = {
    contractName,
    sourceName,
    compiler: {
      version: solc.version(),
      settings: { evmVersion: settings.evmVersion, optimizer: settings.optimizer },
    },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
  const text = `${JSON.stringify(artifact, null, 2)}\n`

  if (process.argv.includes('--check')) {
    let committed = ''
    try {
      committed = readFileSync(artifactPath, 'utf8')
    } catch {}
    const same = committed !== '' && JSON.stringify(JSON.parse(committed)) === JSON.stringify(artifact)
    if (!same) {
      console.error(`${artifactPath} is stale: run \`pnpm --filter @org/appkit-devnet compile\``)
      stale = true
    } else console.log(`${artifactPath} is up to date (${solc.version()})`)
  } else {
    writeFileSync(artifactPath, text)
    console.log(`wrote ${artifactPath} (${solc.version()}, ${contract.abi.length} ABI entries)`)
  }
}
if (stale) process.exit(1)
