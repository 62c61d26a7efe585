import { dirname, join } from 'node:path'
import { packageDir } from '../packageDir.ts'
import { parseRegistry } from '../registry/parseRegistry.ts'
import type { RegistryWallet } from '../registry/RegistryWallet.ts'
import type { ApiChain } from './ApiChain.ts'
import type { ApiProject } from './ApiProject.ts'
import { defaultChains } from './defaultChains.ts'
import type { PriceTable } from './PriceTable.ts'
import { parseChains } from './parseChains.ts'
import { parsePriceTable } from './parsePriceTable.ts'
import { parseProjects } from './parseProjects.ts'
import { readJsonFile } from './readJsonFile.ts'

/** The data folder shipped with the package: registry, images, projects and prices of the local stack. */
export const defaultDataDir = join(packageDir, 'data')

export interface ServerConfigSources {
  /** A list, or the path of a JSON file; default: the local devnet chains. */
  chains?: readonly ApiChain[] | string
  /** A list, or the path of a JSON file; default: `data/projects.json`. */
  projects?: readonly ApiProject[] | string
  /** A table, or the path of a JSON file; default: `data/prices.json`. */
  prices?: PriceTable | string
  /** The registry JSON file; its folder's `images/` holds the SVGs. Default: `data/registry.json`. */
  registryFile?: string
}

export interface ServerConfig {
  chains: ApiChain[]
  projects: ApiProject[]
  prices: PriceTable
  wallets: RegistryWallet[]
  imagesDir: string
}

async function load<T>(
  value: T | string | undefined,
  defaultFile: string | undefined,
  parse: (raw: unknown, source: string) => T,
  fallback?: () => T,
): Promise<T> {
  if (typeof value === 'string') return parse(await readJsonFile(value), value)
  if (value !== undefined) return parse(value, 'option')
  if (defaultFile) return parse(await readJsonFile(defaultFile), defaultFile)
  return (fallback as () => T)()
}

/**
 * Reads and checks every configuration source before anything starts, so a bad file stops the server with a
 * `ConfigError` naming the file and field.
 */
export async function loadServerConfig(sources: ServerConfigSources = {}): Promise<ServerConfig> {
  const registryFile = sources.registryFile ?? join(defaultDataDir, 'registry.json')
  const [chains, projects, prices, wallets] = await Promise.all([
    load(sources.chains as ApiChain[] | string | undefined, undefined, parseChains, defaultChains),
    load(
      sources.projects as ApiProject[] | string | undefined,
      join(defaultDataDir, 'projects.json'),
      parseProjects,
    ),
    load(sources.prices, join(defaultDataDir, 'prices.json'), parsePriceTable),
    load(registryFile, undefined, parseRegistry),
  ])
  return { chains, projects, prices, wallets, imagesDir: join(dirname(registryFile), 'images') }
}
