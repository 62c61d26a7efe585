import { readFileSync } from 'node:fs'

/**
 * Whether the built relay's startRelay declares a `redisUrl` option (dist/startRelay.d.ts). An option it does
 * not know is silently ignored, so without it two relays would each keep their own memory.
 *
 * @example if (!relayTakesRedisUrl()) console.log('the 2-relay mode needs the relay on Redis')
 */
export function relayTakesRedisUrl(declarationUrl = new URL('../dist/startRelay.d.ts', import.meta.url)) {
  try {
    return /\bredisUrl\??\s*:/.test(readFileSync(declarationUrl, 'utf8'))
  } catch {
    return false
  }
}
