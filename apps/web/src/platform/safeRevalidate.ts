import { revalidatePath, revalidateTag } from 'next/cache'

/**
 * Purges Next's cached render of a path (with `'layout'`, of every page below it). Payload hooks run
 * in the Next server and also in the Payload CLI, the seed script and the tests, where there is no
 * cache to purge and `revalidatePath` throws; there this does nothing.
 */
export function safeRevalidate(path: string, type?: 'layout' | 'page'): void {
  try {
    revalidatePath(path, type)
  } catch {
    // not running inside a Next server
  }
}

/** Expires every cache entry under `tag` at once (not stale-while-revalidate); a no-op outside Next. */
export function safeRevalidateTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // not running inside a Next server
  }
}
