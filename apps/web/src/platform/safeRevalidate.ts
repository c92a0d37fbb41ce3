import { revalidatePath, revalidateTag } from 'next/cache'

import { purgeFrontCache } from './frontCache'

// Payload hooks run in the Next server and also in the Payload CLI, the seed script and the tests,
// where there is no cache to purge and `revalidatePath` throws; there these do nothing. In the
// server, what Next purges is banned in the front cache too (platform/frontCache.ts).

/** Purges Next's cached render of one public address, e.g. `/butik` or `/produkt/oljefilter`. */
export function safeRevalidate(pathname: string): void {
  try {
    revalidatePath(pathname)
  } catch {
    return // not running inside a Next server
  }
  purgeFrontCache({ path: pathname })
}

/** The route group every public page lives in (app/(frontend)). */
const PUBLIC_GROUP = '/(frontend)'

/**
 * Purges every cached page of a public route: `'page'` for one dynamic route (`/sok/[query]/[page]`),
 * `'layout'` for everything below a folder (`/blogg`; `/` is the whole site). Routes are written as
 * visitors see them: Next tags a cached page by its route *with* its route group, so a route without
 * the group (`/blogg` with `'layout'`) reaches nothing. This adds the group, once, here.
 */
export function safeRevalidateRoute(route: `/${string}`, type: 'layout' | 'page'): void {
  const grouped = route === '/' ? '/' : `${PUBLIC_GROUP}${route}`
  try {
    revalidatePath(grouped, type)
  } catch {
    return // not running inside a Next server
  }
  purgeFrontCache({ route, type })
}

/**
 * Expires every cache entry under `tag` at once (not stale-while-revalidate); a no-op outside Next.
 * The front cache knows pages, not tags: a tag's data may be on any page, so it bans them all.
 */
export function safeRevalidateTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    return // not running inside a Next server
  }
  purgeFrontCache({ everything: true })
}
