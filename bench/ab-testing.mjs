#!/usr/bin/env node
// Split-testing record benchmark (issue 19): AB_BENCH_VISITORS visitors (default 1,000) of the seeded
// test on /serviceavtal each get their subject (et_pb_ab_get_subject_id), then 20 concurrent senders
// (BENCH_CONNECTIONS) post their records to et_pb_update_stats_table as the browser does: read_page,
// then read_goal + view_goal, then click_goal; every tenth request is sent twice (a retry). Then the
// test's stored counters are read from the report: they must equal the distinct records sent (it exits
// 1 otherwise). Prints records and requests per second and latency. Not a test: nothing asserts a speed.
//
// Against a running server:
//   BENCH_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/ab-testing.mjs
//   Start that server with AB_VISITOR_RATE_LIMIT_MAX raised (e.g. 1000000): every sender is the
//   loopback address, and one address may start 120 new visitors a minute.
// Without BENCH_URL it starts an existing production build (BENCH_DIST, default .next-e2e, built by the
// end-to-end suite) on a fresh seeded database under the end-to-end lock, with that limit raised.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { freshSiteEnv, prepareDatabase, startWeb, waitForHttp } from '../scripts/lib/web.mjs'
import { restApi } from './lib/rest.mjs'

const lock = '/tmp/smedja-e2e.lock'
const external = process.env.BENCH_URL
if (!external && !process.env.AB_BENCH_LOCKED) {
  const res = spawnSync('flock', [lock, process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, AB_BENCH_LOCKED: '1' },
  })
  process.exit(res.status ?? 1)
}

const visitors = Number(process.env.AB_BENCH_VISITORS ?? 1000)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const port = Number(process.env.BENCH_PORT ?? 3440)
const base = external ?? `http://127.0.0.1:${port}`
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'bench@example.se',
  password: process.env.ADMIN_PASSWORD ?? 'bench-lösenord-123',
}

let child = null
if (!external) {
  const fresh = freshSiteEnv({ name: 'bench-ab-testing', port, secrets: 'e2e' })
  const env = {
    ...fresh.env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AB_VISITOR_RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
  }
  prepareDatabase(env)
  child = startWeb({ port, distDir: process.env.BENCH_DIST ?? '.next-e2e', env, stdio: 'ignore' })
}

const api = (method, urlPath, token, body) => restApi(base, method, urlPath, token, body)
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
const ajax = (fields) =>
  fetch(`${base}/api/ajax`, { method: 'POST', body: new URLSearchParams(fields) })

/** In parallel on `connections` senders, `count` jobs. */
async function pool(count, job) {
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let i = next++; i < count; i = next++) await job(i)
    }),
  )
}

let exitCode = 0
try {
  await waitForHttp(`${base}/serviceavtal`)
  const { token } = await api('POST', '/api/users/login', null, admin)
  const html = await (await fetch(`${base}/serviceavtal`)).text()
  const config = JSON.parse(
    /<script id="smedja-config" type="application\/json">([^<]*)<\/script>/.exec(html)[1],
  )
  const testId = Number(/data-ab-test="(\d+)"/.exec(html)[1])
  const pages = await api('GET', '/api/pages?where[slug][equals]=serviceavtal&depth=0', token)
  const pageId = pages.docs[0].id
  const stored = async () => {
    const report = await api('GET', `/api/pages/${pageId}/ab-report`, token)
    let total = 0
    for (const s of report.subjects)
      for (const type of ['read_page', 'read_goal', 'view_goal', 'click_goal'])
        total += s.records[type].count
    return total
  }
  const before = await stored()

  const assigned = []
  await pool(visitors, async (i) => {
    const res = await ajax({
      action: 'et_pb_ab_get_subject_id',
      et_frontend_nonce: config.et_frontend_nonce,
      et_pb_ab_test_id: String(testId),
    })
    const { data } = await res.json()
    assigned[i] = { visitor: data.visitor, subject: data.id.slice(data.id.indexOf('_') + 1) }
  })

  const steps = [['read_page'], ['read_goal', 'view_goal'], ['click_goal']]
  const requests = visitors * steps.length
  let posts = 0
  let recordsPosted = 0
  const statuses = new Map()
  const latencies = []
  const started = performance.now()
  await pool(requests, async (r) => {
    const { visitor, subject } = assigned[Math.floor(r / steps.length)]
    const types = steps[r % steps.length]
    const records = types.map((record_type) => ({
      test_id: testId,
      subject_id: subject,
      record_type,
    }))
    for (let attempt = 0; attempt < (r % 10 === 9 ? 2 : 1); attempt++) {
      const t = performance.now()
      const res = await ajax({
        action: 'et_pb_update_stats_table',
        et_ab_log_nonce: config.et_ab_log_nonce,
        stats_data_array: JSON.stringify(records),
        visitor,
      })
      await res.arrayBuffer()
      latencies.push(performance.now() - t)
      posts++
      recordsPosted += records.length
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  })
  const seconds = (performance.now() - started) / 1000
  const sent = visitors * 4
  const storedNow = (await stored()) - before
  latencies.sort((a, b) => a - b)
  console.log(
    JSON.stringify(
      {
        visitors,
        recordsSent: sent,
        recordsPostedWithRetries: recordsPosted,
        posts,
        connections,
        answers: Object.fromEntries(statuses),
        seconds: Number(seconds.toFixed(2)),
        recordsPerSecond: Number((sent / seconds).toFixed(0)),
        postsPerSecond: Number((posts / seconds).toFixed(1)),
        latencyMs: {
          p50: Math.round(percentile(latencies, 0.5)),
          p95: Math.round(percentile(latencies, 0.95)),
          max: Math.round(latencies.at(-1)),
        },
        stored: storedNow,
        storedEqualsSent: storedNow === sent,
      },
      null,
      2,
    ),
  )
  if (storedNow !== sent) {
    console.error(`stored ${storedNow} records for ${sent} distinct records sent`)
    exitCode = 1
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  child?.kill('SIGTERM')
}
process.exit(exitCode)
