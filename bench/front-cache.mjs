#!/usr/bin/env node
// Front-cache benchmark (issue 11, item 4): how long a publish takes to be visible through the front
// cache (Varnish), and how fast the front cache serves a cached page next to Next serving it itself.
//
//   1. publish-to-visible: an editor publishes a new title through the REST API (PATCH
//      /api/pages/:id), then the page is fetched through the front cache until it shows the new title.
//      The time runs from sending the publish to the first response with the new title. Repeated
//      FRONT_CACHE_BENCH_ROUNDS (10) times; the page is cached (a HIT) before each round.
//   2. autocannon on `/` through the front cache and directly from Next, BENCH_CONNECTIONS (20)
//      connections for BENCH_SECONDS (5) each.
// Prints one table; exits 1 when a publish took 1 s or more to be visible (the bound) or was
// never visible. Not a test: nothing in the test suite asserts a time.
//
// Against a running `npm run start:prod`:
//   BENCH_URL=http://127.0.0.1:8080 BENCH_ORIGIN_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… \
//     node bench/front-cache.mjs
// Without BENCH_URL it starts an existing production build (BENCH_DIST, default .next-e2e, built by the
// end-to-end suite) on a fresh seeded database with Varnish in front of it, under the end-to-end lock.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { freePort, startFrontCache } from '../scripts/lib/frontCache.mjs'
import { freshSiteEnv, prepareDatabase, startWeb, waitForHttp } from '../scripts/lib/web.mjs'
import { restApi } from './lib/rest.mjs'

const lock = '/tmp/smedja-e2e.lock'
const external = process.env.BENCH_URL
if (!external && !process.env.FRONT_CACHE_BENCH_LOCKED) {
  const res = spawnSync('flock', [lock, process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, FRONT_CACHE_BENCH_LOCKED: '1' },
  })
  process.exit(res.status ?? 1)
}

const rounds = Number(process.env.FRONT_CACHE_BENCH_ROUNDS ?? 10)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const boundMs = 1000
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'bench@example.se',
  password: process.env.ADMIN_PASSWORD ?? 'bench-lösenord-123',
}

let web = null
let cache = null
let dataDir = null
let base = external
let origin = process.env.BENCH_ORIGIN_URL ?? null
if (!external) {
  const port = Number(process.env.BENCH_PORT ?? 3430)
  const fresh = freshSiteEnv({ name: 'bench-front-cache', port, secrets: 'e2e' })
  dataDir = fresh.dataDir
  const cachePort = await freePort()
  const secret = 'bench-front-cache-secret-0123456789'
  const env = {
    ...fresh.env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    NODE_ENV: 'production',
    FRONT_CACHE_URL: `http://127.0.0.1:${cachePort}`,
    FRONT_CACHE_SECRET: secret,
  }
  prepareDatabase(env)
  web = startWeb({ port, distDir: process.env.BENCH_DIST ?? '.next-e2e', env, stdio: 'ignore' })
  origin = `http://127.0.0.1:${port}`
  await waitForHttp(`${origin}/`)
  cache = await startFrontCache({
    port: cachePort,
    backendPort: port,
    secret,
    workDir: path.join(dataDir, 'front-cache'),
    stdio: 'ignore',
  })
  base = cache.url
}

// `base` is read at each call (it is set once the server is known).
const api = (method, urlPath, token, body) => restApi(base, method, urlPath, token, body)

async function fetchPage(urlPath) {
  const res = await fetch(`${base}${urlPath}`)
  return { cache: res.headers.get('x-cache'), body: await res.text() }
}

/** Fetches through the front cache until the page shows `text`; ms from `since`, or null after 10 s. */
async function visibleAfter(urlPath, text, since) {
  while (performance.now() - since < 10_000) {
    const { body } = await fetchPage(urlPath)
    if (body.includes(text)) return performance.now() - since
  }
  return null
}

async function throughput(url) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 })
  return {
    reqPerSec: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

let exitCode = 0
let token = null
let pageId = null
try {
  ;({ token } = await api('POST', '/api/users/login', null, admin))
  const slug = `cachebank-${Date.now().toString(36)}`
  const { doc } = await api('POST', '/api/pages', token, {
    title: `Cachebänk 0 ${slug}`,
    slug,
    _status: 'published',
    layout: [],
  })
  pageId = doc.id
  const times = []
  const firstResponses = []
  for (let round = 1; round <= rounds; round++) {
    // Cached before the publish, so the round measures a purge, not a first visit.
    await visibleAfter(`/${slug}`, `Cachebänk ${round - 1} ${slug}`, performance.now())
    const cached = await fetchPage(`/${slug}`)
    if (cached.cache !== 'HIT') throw new Error(`/${slug} was not cached (X-Cache ${cached.cache})`)
    const title = `Cachebänk ${round} ${slug}`
    const started = performance.now()
    await api('PATCH', `/api/pages/${pageId}`, token, { title, _status: 'published' })
    const saved = performance.now() - started
    const visible = await visibleAfter(`/${slug}`, title, started)
    times.push(visible ?? Infinity)
    firstResponses.push(saved)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const savedSorted = [...firstResponses].sort((a, b) => a - b)
  const rows = [
    {
      measure: 'publish → visible through the front cache (ms)',
      median: Math.round(percentile(sorted, 0.5)),
      max: Math.round(sorted.at(-1)),
    },
    {
      measure: '  of which the publish request itself (ms)',
      median: Math.round(percentile(savedSorted, 0.5)),
      max: Math.round(savedSorted.at(-1)),
    },
  ]
  console.log(`\nPublish to visible, ${rounds} rounds, through ${base}`)
  console.table(rows)
  if (!(sorted.at(-1) < boundMs)) {
    console.error(
      `✗ a publish took ${Math.round(sorted.at(-1))} ms or was never visible (bound ${boundMs} ms)`,
    )
    exitCode = 1
  }

  const load = [{ scenario: '/ through the front cache', ...(await throughput(`${base}/`)) }]
  if (origin) load.push({ scenario: '/ from Next directly', ...(await throughput(`${origin}/`)) })
  console.log(`\nThroughput, ${connections} connections, ${seconds} s each`)
  console.table(load)
  const results = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results')
  fs.mkdirSync(results, { recursive: true })
  fs.writeFileSync(
    path.join(results, 'front-cache.json'),
    JSON.stringify({ date: new Date().toISOString(), publishToVisibleMs: times, load }, null, 2),
  )
} catch (error) {
  console.error(`[bench] ${error.message}`)
  exitCode = 1
} finally {
  if (pageId !== null) await api('DELETE', `/api/pages/${pageId}`, token).catch(() => {})
  await cache?.stop()
  web?.kill('SIGTERM')
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
