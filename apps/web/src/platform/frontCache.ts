import { after } from 'next/server'

import { banPattern, type PurgeTarget } from './frontCacheBan'
import { log } from './log'
import { persistentSecret } from './secrets'

// The production front cache (Varnish, `npm run start:prod`, scripts/front-cache.vcl) keeps public
// pages for as long as Next does; the hooks that revalidate a page in Next ban it there too
// (platform/safeRevalidate.ts). Without FRONT_CACHE_URL nothing here runs.

/** The header that carries the ban's regular expression (matched against the cached addresses). */
export const BAN_HEADER = 'X-Ban-Url'
/** The header that carries the shared secret; the cache also accepts bans from loopback only. */
export const SECRET_HEADER = 'X-Purge-Secret'
/** A ban that takes longer than this is given up (and logged): a save never waits on the cache. */
const BAN_TIMEOUT_MS = 2000

export type FrontCache = { url: string; secret: string }

/** The front cache to ban in, or null when the site runs without one (FRONT_CACHE_URL unset). */
export function frontCacheFromEnv(env: NodeJS.ProcessEnv = process.env): FrontCache | null {
  const url = env.FRONT_CACHE_URL?.trim()
  if (!url) return null
  return { url, secret: persistentSecret('front-cache-secret', env.FRONT_CACHE_SECRET) }
}

/**
 * Bans what `target` names in the front cache, once Next has applied the revalidation of the same
 * request: Next expires the tags of a route handler or server action only after it returns (and the
 * database transaction has committed), and a ban sent before that would let the cache fetch the old
 * page again and keep it. `after` runs once the response is done; outside a request it is sent now.
 */
export function purgeFrontCache(target: PurgeTarget): void {
  const cache = frontCacheFromEnv()
  if (!cache) return
  const pattern = banPattern(target)
  try {
    after(() => sendBan(cache, pattern))
  } catch {
    void sendBan(cache, pattern)
  }
}

/** Sends one BAN; never throws: a failure is logged and the editor's save stands. */
export async function sendBan(cache: FrontCache, pattern: string): Promise<boolean> {
  try {
    const response = await fetch(cache.url, {
      method: 'BAN',
      headers: { [BAN_HEADER]: pattern, [SECRET_HEADER]: cache.secret },
      signal: AbortSignal.timeout(BAN_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (response.ok) return true
    log.error(
      { frontCache: cache.url, status: response.status, pattern },
      'front cache ban refused: the page stays cached until its TTL',
    )
  } catch (error) {
    log.error(
      { frontCache: cache.url, pattern, err: error },
      'front cache unreachable: the page stays cached until its TTL',
    )
  }
  return false
}
