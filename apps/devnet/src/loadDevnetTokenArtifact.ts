import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

export interface DevnetTokenArtifact {
  contractName: string
  abi: Abi
  bytecode: Hex
}

/**
 * Reads the committed compiler output (`contracts/DevnetToken.json`, written by `pnpm compile`), so a start
 * never runs the compiler. Resolved beside the module: `src/` and `dist/` sit at the same depth.
 */
export function loadDevnetTokenArtifact(): DevnetTokenArtifact {
  const url = new URL('../contracts/DevnetToken.json', import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as DevnetTokenArtifact
}
