#!/usr/bin/env node
// `npm run soak`: the fault suite of issue 21 (docs/architecture.md "Scaling out", README "Fault
// suite"). Two runs on loopback, each on a fresh database seeded with the demo site:
//   cluster  PostgreSQL, Redis, s3rver, two `next start` processes of one build, Varnish in front
//            (scripts/lib/cluster.mjs); one web process is killed with SIGKILL mid-load and started
//            again.
//   sqlite   the embedded single-process setup of `npm start`; the only process is killed with
//            SIGKILL mid-load and started again (requests meanwhile meet a refused connection).
// The load mixes orders, cart changes, contact-form sends, newsletter sign-ups, consent decisions,
// A/B assignments and records, analytics batches and comments, every request with its own marker.
// Afterwards the database is read directly and reconciled: one table per run (kind | sent |
// acknowledged | stored | stored, not ack. | lost | doubled) and the invariants (stock, coupon use,
// counters, no half order). Exits 1 when anything is lost or doubled, a check fails or a run hit the
// time limit. Not part of `npm test`.
//
// Environment: SOAK_REQUESTS (1200 per run), SOAK_CONCURRENCY (50), SOAK_RUNS (cluster,sqlite),
// SOAK_KILL_AT (0.35: the fraction of requests sent before the kill), SOAK_RUN_LIMIT_S (600: hard
// limit per run, then everything is stopped and reported), SOAK_DIST (.next-e2e: the build to reuse
// when it is of the current sources; else one is built into .next-soak under /tmp/smedja-e2e.lock),
// SOAK_SKIP_BUILD=1 (use the build already in .next-soak as it is, else a copy of SOAK_DIST as it
// is), SOAK_LOCK_WAIT_S (900), SOAK_WEB_PORT (4100; the
// cluster's web processes 4100–4101, the SQLite run's 4110), SOAK_FRONT_CACHE_PORT (4150),
// SOAK_REDIS_PORT (4160), SOAK_S3_PORT (4170), SOAK_PG_PORT (55520).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { soakBuildUnderLock } from './lib/soak/build.mjs'
import { formatTable } from './lib/soak/reconcile.mjs'
import { runCluster, runSqlite, SOAK_SECRETS } from './lib/soak/runs.mjs'
import { webDir, webFingerprint } from './lib/web.mjs'

const int = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`)
  return value
}
const webPort = int('SOAK_WEB_PORT', 4100)
const options = {
  requests: int('SOAK_REQUESTS', 1200),
  concurrency: int('SOAK_CONCURRENCY', 50),
  killAt: Number(process.env.SOAK_KILL_AT ?? 0.35),
  ports: {
    cluster: {
      web: webPort,
      frontCache: int('SOAK_FRONT_CACHE_PORT', 4150),
      redis: int('SOAK_REDIS_PORT', 4160),
      s3: int('SOAK_S3_PORT', 4170),
      postgres: int('SOAK_PG_PORT', 55520),
    },
    sqlite: webPort + 10,
  },
}
if (!(options.killAt > 0 && options.killAt < 1)) throw new Error('SOAK_KILL_AT must be in (0, 1)')
const runs = (process.env.SOAK_RUNS ?? 'cluster,sqlite').split(',').map((r) => r.trim())
for (const run of runs)
  if (run !== 'cluster' && run !== 'sqlite') throw new Error(`unknown run ${run} in SOAK_RUNS`)
const limitMs = int('SOAK_RUN_LIMIT_S', 600) * 1000
const distDir = '.next-soak'
const log = (line) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`)

let stopping = false
const interrupt = new AbortController()
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    // The run stops sending, and its finally blocks stop every child it started.
    if (stopping) return
    stopping = true
    log(`${signal}: stopping the load and everything started`)
    interrupt.abort()
  })

function printReport(report) {
  console.log(`\nRun ${report.name}${report.tag ? ` (marker ${report.tag})` : ''}`)
  if (report.error) {
    console.log(`  did not finish: ${report.error}`)
    exitCode = 1
    return
  }
  console.log(`  fault: ${report.fault ?? 'not reached'}`)
  console.log(
    `  load: ${report.seconds.toFixed(1)} s${report.timedOut ? ', cut short by the time limit' : ''}`,
  )
  console.log(formatTable(report.rows))
  for (const check of report.checks)
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`)
  if (report.failures.length) {
    console.log('  requests not acknowledged (kind, sent before/during/after the fault: outcome):')
    for (const [what, n] of report.failures.slice(0, 15))
      console.log(`    ${String(n).padStart(4)} × ${what}`)
    if (report.failures.length > 15)
      console.log(`    … and ${report.failures.length - 15} more kinds of failure`)
  }
  for (const problem of report.problems.slice(0, 20)) console.log(`  ! ${problem}`)
  if (!report.ok) exitCode = 1
}

const reports = []
let exitCode = 0
try {
  const skipBuild = process.env.SOAK_SKIP_BUILD === '1'
  if (skipBuild && fs.existsSync(path.join(webDir, distDir, 'BUILD_ID')))
    log(`SOAK_SKIP_BUILD: using the build in ${distDir} as it is`)
  else
    soakBuildUnderLock({
      source: process.env.SOAK_DIST ?? '.next-e2e',
      target: distDir,
      env: { ...SOAK_SECRETS, NODE_ENV: 'production' },
      skipBuild,
      waitSeconds: int('SOAK_LOCK_WAIT_S', 900),
    })
  for (const name of runs) {
    if (stopping) break
    const deadline = Date.now() + limitMs
    const logFile = path.join(os.tmpdir(), `smedja-soak-${name}.log`)
    log(`run ${name}: limit ${limitMs / 1000} s`)
    try {
      const run = name === 'cluster' ? runCluster : runSqlite
      const report = await run({
        distDir,
        options,
        deadline,
        log,
        logFile,
        signal: interrupt.signal,
      })
      reports.push(report)
      const sum = (c) => report.rows.reduce((n, r) => n + r[c], 0)
      log(
        `run ${name} done: ${sum('sent')} sent, ${sum('acknowledged')} acknowledged, ${sum('lost')} lost, ${sum('doubled')} doubled${report.ok ? '' : ' (FAILED)'}`,
      )
    } catch (error) {
      log(`run ${name} failed: ${error.stack ?? error.message}`)
      reports.push({ name, error: error.message, ok: false })
    }
  }
} catch (error) {
  log(error.stack ?? error.message)
  exitCode = 1
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')
const buildId = path.join(webDir, distDir, 'BUILD_ID')
const marker = path.join(webDir, distDir, 'smedja-fingerprint')
const built = fs.existsSync(buildId)
  ? `${fs.statSync(buildId).mtime.toISOString()}, ${fs.existsSync(marker) && fs.readFileSync(marker, 'utf8').split(':')[0] === webFingerprint() ? 'sources as they are now' : 'sources changed since'}`
  : 'none'
console.log(
  `\nFault suite, ${new Date().toISOString()}: ${options.requests} requests per run, ${options.concurrency} at a time, ${os.cpus().length} cores, load average ${load}, build ${distDir} (built ${built})`,
)
for (const report of reports) printReport(report)
console.log(exitCode === 0 ? '\nNothing lost, nothing doubled.' : '\nThe fault suite FAILED.')
process.exit(exitCode)
