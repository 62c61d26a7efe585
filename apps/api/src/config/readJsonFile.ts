import { readFile } from 'node:fs/promises'
import { ConfigError } from './ConfigError.ts'

/** Reads and parses a JSON configuration file, naming the file in any failure. */
export async function readJsonFile(path: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new ConfigError(`Cannot read ${path}: ${(cause as Error).message}`, { cause })
  }
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new ConfigError(`${path} is not valid JSON: ${(cause as Error).message}`, { cause })
  }
}
