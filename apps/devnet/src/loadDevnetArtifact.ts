import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

/** The contracts of contracts/, each compiled into a committed `<name>.json`. */
export type DevnetContractName = 'DevnetToken' | 'DevnetNames'

export interface DevnetArtifact {
  contractName: DevnetContractName
  abi: Abi
  bytecode: Hex
}

/**
 * Reads a committed compiler output (`contracts/<name>.json`, written by `pnpm compile`), so a start never runs
 * the compiler. Resolved beside the module: `src/` and `dist/` sit at the same depth.
 *
 * @example const { abi, bytecode } = loadDevnetArtifact('DevnetToken')
 */
export function loadDevnetArtifact(contractName: DevnetContractName): DevnetArtifact {
  const url = new URL(`../contracts/${contractName}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as DevnetArtifact
}
