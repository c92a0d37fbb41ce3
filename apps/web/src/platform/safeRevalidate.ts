import { revalidatePath } from 'next/cache'

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
