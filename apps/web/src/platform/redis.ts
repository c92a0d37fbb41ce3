import { Redis } from 'ioredis'

// Redis, shared by every web process of a cluster (`npm run start:cluster`, docs/architecture.md
// "Scaling out"): rate limits count there, and Next's cache lives there (cache-handler.mjs). Without
// REDIS_URL nothing connects and every caller keeps its one-process behaviour.

let client: Redis | null = null

/** The process's Redis connection, or null when REDIS_URL is unset. */
export function redisClient(env: NodeJS.ProcessEnv = process.env): Redis | null {
  const url = env.REDIS_URL?.trim()
  if (!url) return null
  if (!client) {
    client = new Redis(url, {
      // A request that needs Redis fails fast while it is away, rather than queueing for ever.
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      enableAutoPipelining: true,
      lazyConnect: false,
    })
    client.on('error', (error: Error) => {
      console.error(`redis: ${error.message}`)
    })
  }
  return client
}

/** Keys of this site in a Redis that other applications may share (REDIS_PREFIX, default `smedja:`). */
export function redisKey(...parts: (string | number)[]): string {
  const prefix = process.env.REDIS_PREFIX?.trim() || 'smedja:'
  return prefix + parts.join(':')
}
