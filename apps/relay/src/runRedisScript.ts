import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'

export interface RedisScript {
  readonly lua: string
  /** SHA-1 of the source: EVALSHA sends that instead of the script once Redis knows it. */
  readonly sha: string
}

/** A Lua script for runRedisScript. */
export function defineRedisScript(lua: string): RedisScript {
  return { lua, sha: createHash('sha1').update(lua).digest('hex') }
}

/**
 * Runs a script by its SHA-1, sending the source only when Redis does not know it (the first time, and after a
 * restart of Redis or a SCRIPT FLUSH).
 *
 * @example const taken = await runRedisScript(redis, redisRelayScripts.takeRequest, [bucketKey], [now, 200, 2000])
 */
export async function runRedisScript(
  redis: Redis,
  script: RedisScript,
  keys: readonly string[],
  args: ReadonlyArray<string | number>,
): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha, keys.length, ...keys, ...args)
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
    return redis.eval(script.lua, keys.length, ...keys, ...args)
  }
}
