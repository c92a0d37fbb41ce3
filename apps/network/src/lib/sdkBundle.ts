import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'

export interface SdkBundleFile {
  body: Buffer
  etag: string
  size: number
}

export interface SdkBundle {
  /** The current bundle, or undefined when it has not been built. Rebuilds are picked up by mtime. */
  read(): SdkBundleFile | undefined
}

export function createSdkBundle(path: string): SdkBundle {
  let cached: (SdkBundleFile & { mtimeMs: number }) | undefined
  return {
    read() {
      let stat
      try {
        stat = statSync(path)
      } catch {
        cached = undefined
        return undefined
      }
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
      const body = readFileSync(path)
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
      cached = { body, etag, size: body.length, mtimeMs: stat.mtimeMs }
      return cached
    },
  }
}
