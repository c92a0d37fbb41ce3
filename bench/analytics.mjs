#!/usr/bin/env node
// First-party analytics ingest benchmark (issue 14): ANALYTICS_BENCH_EVENTS events (default 20,000) in
// batches of 25, as the browser tracker sends them, from 20 concurrent senders (BENCH_CONNECTIONS) to
// POST /api/statistik; every tenth batch is sent a second time (a retried beacon). Then the stored rows
// are counted: every distinct event must be stored exactly once. Prints events per second and latency.
// Not a test: nothing asserts a speed.
//
// Against a server that is already running:
//   BENCH_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/analytics.mjs
//   The server must be started with ANALYTICS_RATE_LIMIT_MAX raised (e.g. 10000000): every sender
//   comes from the loopback address, and one address may send 600 events a minute.
// Without BENCH_URL it starts an existing production build (BENCH_DIST, default .next-e2e, built by the
// end-to-end suite) on a fresh seeded database under the end-to-end lock, with that limit raised.
import crypto from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { freshSiteEnv, prepareDatabase, startWeb, waitForHttp } from '../scripts/lib/web.mjs'
import { restApi } from './lib/rest.mjs'

const lock = '/tmp/smedja-e2e.lock'
const external = process.env.BENCH_URL
if (!external && !process.env.ANALYTICS_BENCH_LOCKED) {
  const res = spawnSync('flock', [lock, process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, ANALYTICS_BENCH_LOCKED: '1' },
  })
  process.exit(res.status ?? 1)
}

const count = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 20_000)
const batchSize = 25
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3430)
const base = external ?? `http://127.0.0.1:${port}`
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'bench@example.se',
  password: process.env.ADMIN_PASSWORD ?? 'bench-lösenord-123',
}

let child = null
if (!external) {
  const fresh = freshSiteEnv({ name: 'bench-analytics', port, secrets: 'e2e' })
  const env = {
    ...fresh.env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ANALYTICS_RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
  }
  prepareDatabase(env)
  child = startWeb({ port, distDir: process.env.BENCH_DIST ?? '.next-e2e', env, stdio: 'ignore' })
}

const api = (method, urlPath, token, body) => restApi(base, method, urlPath, token, body)
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

// One path per run, so the count below sees only this run's events.
const runPath = `/bank-statistik-${Date.now().toString(36)}`

/** Batch `b` of this run: a page view's events, as the tracker makes them (view id + sequence). */
function batch(b) {
  const view =
    `bench${crypto.randomBytes(5).toString('hex')}`.slice(0, 16) + String(b).padStart(6, '0')
  return Array.from({ length: Math.min(batchSize, count - b * batchSize) }, (_, i) => {
    const id = `${view}.${i}`
    if (i === 0) return { id, t: 'pageview', p: runPath }
    if (i <= 4) return { id, t: 'scroll', p: runPath, d: [25, 50, 75, 100][i - 1] }
    return {
      id,
      t: 'click',
      p: runPath,
      c: 'Industriunderhåll',
      a: 'Klick',
      l: ['Beställ', 'Huvudvideo', 'Introduktionsvideo', 'Demovideo', 'Videosektion'][i % 5],
    }
  })
}

let exitCode = 0
try {
  await waitForHttp(`${base}/industriunderhall`)
  const { token } = await api('POST', '/api/users/login', null, admin)
  const post = (events) =>
    fetch(`${base}/api/statistik`, {
      method: 'POST',
      body: JSON.stringify({ e: events }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
  // Warm up the route (a refused batch: nothing stored).
  await post([])

  const batches = Math.ceil(count / batchSize)
  let next = 0
  let posts = 0
  let eventsPosted = 0
  const statuses = new Map()
  const latencies = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let b = next++; b < batches; b = next++) {
        const events = batch(b)
        for (let attempt = 0; attempt < (b % 10 === 9 ? 2 : 1); attempt++) {
          const t = performance.now()
          const res = await post(events)
          await res.arrayBuffer()
          latencies.push(performance.now() - t)
          posts++
          eventsPosted += events.length
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const stored = (
    await api(
      'GET',
      `/api/analytics-events?limit=0&depth=0&where[path][equals]=${encodeURIComponent(runPath)}`,
      token,
    )
  ).totalDocs
  latencies.sort((a, b) => a - b)
  console.log(
    JSON.stringify(
      {
        eventsSent: count,
        eventsPostedWithRetries: eventsPosted,
        posts,
        batchSize,
        connections,
        answers: Object.fromEntries(statuses),
        seconds: Number(seconds.toFixed(2)),
        eventsPerSecond: Number((count / seconds).toFixed(0)),
        postsPerSecond: Number((posts / seconds).toFixed(1)),
        latencyMs: {
          p50: Math.round(percentile(latencies, 0.5)),
          p95: Math.round(percentile(latencies, 0.95)),
          max: Math.round(latencies.at(-1)),
        },
        storedRows: stored,
        storedEqualsSent: stored === count,
      },
      null,
      2,
    ),
  )
  if (stored !== count) {
    console.error(`stored ${stored} rows for ${count} distinct events`)
    exitCode = 1
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  child?.kill('SIGTERM')
}
process.exit(exitCode)
