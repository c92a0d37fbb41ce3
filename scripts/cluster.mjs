#!/usr/bin/env node
// `npm run start:cluster`: the several-process topology on one machine (issue 21, docs/architecture.md
// "Scaling out"), from Debian's packages (postgresql, redis-server, varnish; installed when missing)
// and npm (s3rver): a private PostgreSQL seeded with the demo site once, Redis, a local S3-compatible
// server with the media bucket, CLUSTER_PROCESSES (2) web processes of one production build, and
// Varnish balancing across them. Everything listens on 127.0.0.1; Ctrl+C stops everything.
//
// Ports (environment): CLUSTER_WEB_PORT (3001; the processes take the ports from there up),
// FRONT_CACHE_PORT (8080), CLUSTER_REDIS_PORT (6380), CLUSTER_S3_PORT (4569), CLUSTER_PG_PORT (55433).
// State (database, bucket, secrets) lives in CLUSTER_DATA_DIR (data/cluster) and survives restarts.
import path from 'node:path'

import { startCluster } from './lib/cluster.mjs'
import { repoRoot } from './lib/web.mjs'

const num = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`)
  return value
}

const processes = num('CLUSTER_PROCESSES', 2)
const ports = {
  web: num('CLUSTER_WEB_PORT', 3001),
  frontCache: num('FRONT_CACHE_PORT', 8080),
  redis: num('CLUSTER_REDIS_PORT', 6380),
  s3: num('CLUSTER_S3_PORT', 4569),
  postgres: num('CLUSTER_PG_PORT', 55433),
}
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(repoRoot, 'data', 'cluster'))

let cluster = null
let stopping = false
async function stopAll(code) {
  if (stopping) return
  stopping = true
  console.log('\n[cluster] stopping')
  const force = setTimeout(() => process.exit(code || 1), 30_000)
  force.unref()
  await cluster?.stop().catch((error) => console.error(`[cluster] ${error.message}`))
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

try {
  cluster = await startCluster({ processes, ports, dataDir, distDir: '.next' })
  for (const [i, web] of cluster.webs.entries()) {
    web.child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(
          `[cluster] web process ${i + 1} stopped (${signal ?? code}); stopping the rest`,
        )
        void stopAll(1)
      }
    })
  }
  cluster.frontCache.child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[cluster] the front cache stopped (exit ${code}); stopping the rest`)
      void stopAll(1)
    }
  })
  const { admin } = cluster
  const password =
    admin?.source === 'env'
      ? '(lösenordet i ADMIN_PASSWORD)'
      : (admin?.password ?? '(ändrat sedan första start)')
  console.log(`
  Smedja körs i kluster / Smedja is running as a cluster

    Webbplats (site, via Varnish)   ${cluster.siteUrl}/
    Administration (admin)          ${cluster.siteUrl}/admin
    Webbprocesser (web processes)   ${cluster.webs.map((web) => web.url).join(', ')}
    PostgreSQL                      ${cluster.databaseUrl}
    Redis                           ${cluster.redisUrl}
    S3 (s3rver)                     ${cluster.s3Url}/${cluster.bucket}
    Data                            ${dataDir}

    Inloggning (admin sign-in)
      e-post:   ${admin?.email ?? ''}
      lösenord: ${password}

  Ctrl+C stoppar allt.
`)
} catch (error) {
  console.error(`[cluster] ${error.stack ?? error.message}`)
  await stopAll(1)
}
