/** REDIS_URL, which every `*.redis.test.ts` needs (vitest.redis.config.ts refuses to start without it too). */
export function requireRedisUrl(): string {
  const url = process.env.REDIS_URL
  if (!url)
    throw new Error('REDIS_URL is not set: run `node scripts/test-redis.mjs` from the repository root')
  return url
}
