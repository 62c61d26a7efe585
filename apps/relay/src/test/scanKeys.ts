import type { Redis } from 'ioredis'

/** Every key under a prefix, by SCAN (for tests only: the relay never lists keys). */
export async function scanKeys(redis: Redis, prefix: string): Promise<string[]> {
  const found: string[] = []
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
    found.push(...keys)
    cursor = next
  } while (cursor !== '0')
  return found
}
