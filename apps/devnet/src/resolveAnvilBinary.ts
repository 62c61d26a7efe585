import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The path of the native anvil binary inside the platform's optional dependency of `@foundry-rs/anvil`.
 * We spawn it directly, not the JS wrapper: killing the wrapper can leave the real anvil running.
 */
export function resolveAnvilBinary(): string {
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  if (!platformPackage) throw new Error(`anvil has no npm build for ${process.platform}-${process.arch}`)
  // The platform package is a dependency of the wrapper, not of ours: resolve it from the wrapper's folder.
  const wrapper = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
  const manifest = createRequire(wrapper).resolve(`${platformPackage}/package.json`)
  const binary = join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary}: reinstall @foundry-rs/anvil`)
  return binary
}
