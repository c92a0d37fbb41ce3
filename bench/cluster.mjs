#!/usr/bin/env node
// Cluster benchmark (issue 21): throughput through the front cache (Varnish) with 1, 2 and 4 web
// processes of one production build (scripts/lib/cluster.mjs: PostgreSQL, Redis, s3rver), for
//   - `/`, the cached page (served by Varnish itself once it has it), and
//   - `/varukorg` with a 3-line cart (passed to the web processes: the dynamic page that scales),
// with nginx serving the saved HTML of `/` as a static file, same size, in the same run as the
// yardstick. autocannon on loopback, BENCH_CONNECTIONS (20) clients, BENCH_SECONDS (10) per scenario;
// prints one table. Not part of `npm test`. Builds into .next-cluster-bench under /tmp/smedja-e2e.lock.
// CLUSTER_BENCH_PROCESSES (`1,2,4`) chooses the process counts; CLUSTER_BENCH_SKIP_BUILD=1 measures the
// build in BENCH_DIST as it is.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startCluster } from '../scripts/lib/cluster.mjs'
import { repoRoot } from '../scripts/lib/web.mjs'
import { startStaticServer } from './lib/nginx.mjs'

const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const counts = (process.env.CLUSTER_BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)
const distDir = process.env.BENCH_DIST ?? '.next-cluster-bench'
const ports = {
  web: Number(process.env.CLUSTER_BENCH_WEB_PORT ?? 3500),
  frontCache: Number(process.env.CLUSTER_BENCH_FRONT_CACHE_PORT ?? 3550),
  redis: Number(process.env.CLUSTER_BENCH_REDIS_PORT ?? 6390),
  s3: Number(process.env.CLUSTER_BENCH_S3_PORT ?? 4590),
  postgres: Number(process.env.CLUSTER_BENCH_PG_PORT ?? 55470),
}
const nginxPort = Number(process.env.CLUSTER_BENCH_NGINX_PORT ?? ports.frontCache - 1)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-bench-cluster-'))
const env = {
  PAYLOAD_SECRET: 'cluster-bench-payload-secret-0123456789',
  NONCE_SECRET: 'cluster-bench-nonce-secret-0123456789',
  ADMIN_EMAIL: 'bench@example.se',
  ADMIN_PASSWORD: 'bench-lösenord-123',
  NODE_ENV: 'production',
}

function buildUnderLock({ distDir, env }) {
  const script = `import { buildWeb } from './scripts/lib/web.mjs'; buildWeb({ distDir: process.env.BENCH_DIST, env: JSON.parse(process.env.BENCH_BUILD_ENV) })`
  const res = spawnSync(
    'flock',
    ['/tmp/smedja-e2e.lock', process.execPath, '--input-type=module', '-e', script],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_DIST: distDir, BENCH_BUILD_ENV: JSON.stringify(env) },
    },
  )
  if (res.status !== 0) throw new Error(`build failed (exit ${res.status})`)
}

async function load(url, headers) {
  await autocannon({ url, connections, duration: 2, headers })
  const result = await autocannon({ url, connections, duration, headers, timeout: 30 })
  return {
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** A cart with one of each of three products that have no variants, as its cookie. */
async function threeLineCart(site) {
  const products = await (
    await fetch(`${site}/api/products?limit=3&depth=0&where[enableVariants][not_equals]=true`)
  ).json()
  let cookie = ''
  for (const product of products.docs) {
    const res = await fetch(`${site}/varukorg/andra`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, ...(cookie && { cookie }) },
      body: JSON.stringify({ op: 'add', productId: product.id, quantity: 1 }),
    })
    if (!res.ok) throw new Error(`add to cart: ${res.status} ${await res.text()}`)
    cookie = /smedja_cart=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? cookie
  }
  if (!cookie) throw new Error('no cart cookie')
  return cookie
}

const rows = []
let staticServer = null
let exitCode = 0
try {
  for (const [i, processes] of counts.entries()) {
    console.log(`[bench] ${processes} web process${processes === 1 ? '' : 'es'}`)
    const cluster = await startCluster({
      processes,
      ports,
      dataDir,
      distDir,
      build: i === 0 && !process.env.CLUSTER_BENCH_SKIP_BUILD ? buildUnderLock : false,
      env,
      stdio: 'ignore',
    })
    try {
      const site = cluster.siteUrl
      // Warm every process (the round-robin passes each in turn) and the front cache.
      for (let k = 0; k < processes * 3; k++) {
        await fetch(`${site}/varukorg`)
        await fetch(`${site}/`)
      }
      const cart = await threeLineCart(site)
      if (!staticServer) {
        const html = await (await fetch(`${site}/`)).text()
        staticServer = await startStaticServer({
          port: nginxPort,
          workDir: path.join(dataDir, 'nginx'),
          files: { '/': html },
        })
        rows.push({
          scenario: `nginx: saved HTML of / (${Math.round(html.length / 1024)} kB) as a static file`,
          processes: '–',
          ...(await load(`${staticServer.url}/`)),
        })
      }
      rows.push({
        scenario: 'front cache: / (cached)',
        processes,
        ...(await load(`${site}/`)),
      })
      rows.push({
        scenario: '/varukorg, 3-line cart (through the front cache)',
        processes,
        ...(await load(`${site}/varukorg`, { cookie: cart })),
      })
    } finally {
      await cluster.stop()
    }
  }
  const yardstick = rows[0]?.['req/s'] || 1
  for (const row of rows) row['of nginx'] = `${((row['req/s'] / yardstick) * 100).toFixed(1)} %`
  console.log(
    `\n[bench] ${connections} connections, ${duration} s per scenario, ${os.cpus().length} cores`,
  )
  console.table(rows)
} catch (error) {
  console.error(`[bench] ${error.stack ?? error.message}`)
  exitCode = 1
} finally {
  await staticServer?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
