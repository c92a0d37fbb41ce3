// Next's incremental cache in Redis, for several web processes behind one front cache
// (`npm run start:cluster`, docs/architecture.md "Scaling out"). next.config.ts names this file only
// when REDIS_URL is set as `next start` reads its config, so one build serves both topologies: without
// REDIS_URL Next keeps its own file-system cache exactly as on the one-process setup.
//
// What it holds: every entry of Next's incremental cache, i.e. the ISR pages and route handlers
// (`revalidate = …`, kind APP_PAGE / APP_ROUTE) and the `unstable_cache` data (kind FETCH). The code
// uses no `'use cache'`, so `cacheHandlers` (the other interface) is not needed.
//
// Revalidation: `revalidateTag`/`revalidatePath` on one process write the tag's time into Redis;
// every process reads the times of an entry's tags when it reads the entry, so an entry older than a
// revalidation of any of its tags (its own tags, and for data the page's implicit path tags) is a miss
// everywhere at once. The times are copied into Next's in-process tag manifest as well, which is
// where Next itself decides "stale, revalidate in the background" for the entries it gets back.
//
// Keys carry the build's id, so a new build never reads an old build's pages, and nothing is written
// under `<distDir>/server/route-cache/`: a restarted server cannot pick up a page revalidated away
// while it was down.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { Redis } from 'ioredis'

const require = createRequire(import.meta.url)
// Next keeps this module external (one instance per process) so that cache handlers can share it.
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

const TAGS_HEADER = 'x-next-cache-tags'
/** Entries nobody reads go after this long (Next re-renders them on the next visit). */
const ENTRY_TTL_SECONDS = 14 * 24 * 3600

let client = null
function redis() {
  if (!client) {
    client = new Redis(process.env.REDIS_URL, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      enableAutoPipelining: true,
    })
    client.on('error', (error) => console.error(`cache handler: redis: ${error.message}`))
  }
  return client
}

const prefix = () => process.env.REDIS_PREFIX?.trim() || 'smedja:'
const buildIds = new Map()
function buildId(serverDistDir) {
  let id = buildIds.get(serverDistDir)
  if (id === undefined) {
    try {
      id = fs.readFileSync(path.join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim()
    } catch {
      id = 'unknown'
    }
    buildIds.set(serverDistDir, id)
  }
  return id
}

// Buffers (RSC payloads, route bodies) and Maps (segment data) survive JSON as tagged objects.
// JSON.stringify calls Buffer#toJSON before a replacer sees the value, so the replacer reads the
// original from its holder.
function replacer(key, value) {
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}
export const serialize = (entry) => JSON.stringify(entry, replacer)
export const deserialize = (text) => JSON.parse(text, reviver)

/** The tags an entry answers to: a page's own and implicit tags, or a data entry's tags. */
function tagsOf(entry, ctx) {
  if (ctx?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]
  const header = entry?.value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/**
 * Whether any tag was revalidated (to expire) after the entry was written, by any process; notes the
 * tags' times in Next's own manifest, so Next sees "stale" ones the same way.
 */
export function expiredByTags(tags, lastModified, times, now = Date.now()) {
  let expired = false
  tags.forEach((tag, i) => {
    const stale = Number(times.stale[i]) || undefined
    const expiredAt = Number(times.expired[i]) || undefined
    if (stale === undefined && expiredAt === undefined) return
    const known = tagsManifest.get(tag) ?? {}
    tagsManifest.set(tag, {
      ...known,
      ...(stale !== undefined && { stale: Math.max(stale, known.stale ?? 0) }),
      ...(expiredAt !== undefined && { expired: Math.max(expiredAt, known.expired ?? 0) }),
    })
    if (expiredAt !== undefined && expiredAt <= now && expiredAt > lastModified) expired = true
  })
  return expired
}

export default class RedisCacheHandler {
  constructor(ctx) {
    this.keyPrefix = `${prefix()}next:${buildId(ctx.serverDistDir)}:`
  }

  entryKey(key) {
    return `${this.keyPrefix}entry:${key}`
  }

  async get(key, ctx) {
    try {
      const text = await redis().get(this.entryKey(key))
      if (!text) return null
      const entry = deserialize(text)
      const tags = tagsOf(entry, ctx)
      if (tags.length > 0) {
        const [stale, expired] = await Promise.all([
          redis().hmget(`${this.keyPrefix}tags:stale`, ...tags),
          redis().hmget(`${this.keyPrefix}tags:expired`, ...tags),
        ])
        if (expiredByTags(tags, entry.lastModified, { stale, expired })) return null
      }
      return entry
    } catch (error) {
      // Without Redis the page is rendered afresh: slower, never wrong.
      console.error(`cache handler: get ${key}: ${error.message}`)
      return null
    }
  }

  async set(key, data, ctx) {
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    }
    try {
      await redis().set(this.entryKey(key), serialize(entry), 'EX', ENTRY_TTL_SECONDS)
    } catch (error) {
      console.error(`cache handler: set ${key}: ${error.message}`)
    }
  }

  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    if (list.length === 0) return
    const now = Date.now()
    const stale = {}
    const expired = {}
    for (const tag of list) {
      // The same rule as Next's file-system cache: stale now, expired after `expire` seconds
      // (`{ expire: 0 }`: now); without durations, expired now.
      if (durations) {
        stale[tag] = now
        if (durations.expire !== undefined) expired[tag] = now + durations.expire * 1000
      } else {
        expired[tag] = now
      }
      tagsManifest.set(tag, {
        ...(tagsManifest.get(tag) ?? {}),
        ...(stale[tag] !== undefined && { stale: stale[tag] }),
        ...(expired[tag] !== undefined && { expired: expired[tag] }),
      })
    }
    try {
      const writes = []
      if (Object.keys(stale).length) writes.push(redis().hset(`${this.keyPrefix}tags:stale`, stale))
      if (Object.keys(expired).length)
        writes.push(redis().hset(`${this.keyPrefix}tags:expired`, expired))
      await Promise.all(writes)
    } catch (error) {
      console.error(`cache handler: revalidate ${list.join(', ')}: ${error.message}`)
    }
  }

  resetRequestCache() {}
}
