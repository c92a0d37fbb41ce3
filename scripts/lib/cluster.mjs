// Several web processes of one production build on loopback (issue 21, docs/architecture.md "Scaling
// out"): a private PostgreSQL, Redis (Next's shared cache and the rate limits), a local S3-compatible
// server (s3rver) with the media bucket, N `next start` processes and Varnish balancing across them.
// `npm run start:cluster` (scripts/cluster.mjs), the cluster end-to-end test and bench/cluster.mjs
// start it through here.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { frontCacheSecret, startFrontCache } from './frontCache.mjs'
import { startPostgres } from './postgres.mjs'
import { ensureRedis, ensureVarnish } from './system.mjs'
import { buildWeb, prepareDatabase, startWeb, waitForHttp } from './web.mjs'

/** s3rver's fixed credentials (it checks request signatures with them). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** Resolves once `child` has exited (at once if it has). */
export const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve))

/** Stops a child with SIGTERM, and with `force` (SIGKILL) after `ms` if it is still there. */
export async function stopChild(child, ms = 15_000, force = (c) => c.kill('SIGKILL')) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => void force(child), ms)
  await exited(child)
  clearTimeout(timer)
}

/** redis-server in the foreground on loopback, without persistence (a cache and counters). */
export async function startRedis({ port, dir, stdio = 'inherit' }) {
  const bin = ensureRedis()
  fs.mkdirSync(dir, { recursive: true })
  const child = spawn(
    bin,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      // A cache that is full forgets the least used entries rather than refusing writes.
      '--maxmemory',
      process.env.CLUSTER_REDIS_MAXMEMORY ?? '512mb',
      '--maxmemory-policy',
      'allkeys-lru',
    ],
    { stdio },
  )
  const url = `redis://127.0.0.1:${port}`
  await new Promise((resolve, reject) => {
    const deadline = Date.now() + 15_000
    child.once('exit', (code) => reject(new Error(`redis-server stopped (exit ${code})`)))
    const tryPing = async () => {
      const { Redis } = await import('ioredis')
      const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 })
      redis.on('error', () => {})
      try {
        await redis.connect()
        await redis.ping()
        redis.disconnect()
        resolve()
      } catch {
        redis.disconnect()
        if (Date.now() > deadline) reject(new Error(`Redis on ${url} did not answer`))
        else setTimeout(tryPing, 200)
      }
    }
    void tryPing()
  })
  return { url, child, stop: () => stopChild(child) }
}

/** s3rver (a local S3-compatible server, scripts/lib/s3server.mjs) on loopback with `bucket`. */
export async function startS3({ port, dir, bucket }) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 's3server.mjs'), String(port), dir, bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start within 30 s')), 30_000)
    child.once('exit', (code) => reject(new Error(`s3rver stopped (exit ${code})`)))
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) }
}

/**
 * The environment every web process of the cluster shares: one database, one Redis, one bucket, one
 * front cache to ban in, one data folder (the secrets generated there, or those given in `env`).
 */
export function clusterEnv({ siteUrl, databaseUrl, redisUrl, s3Url, bucket, frontCache, dataDir }) {
  return {
    SITE_URL: siteUrl,
    SMEDJA_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3Url,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    // s3rver predates the SDK's default request checksums (aws-chunked uploads with trailers).
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    FRONT_CACHE_URL: frontCache.url,
    FRONT_CACHE_SECRET: frontCache.secret,
  }
}

/**
 * Starts the whole topology and resolves once the front cache answers. `ports`: { web (the first
 * web process; the others follow), frontCache, redis, s3, postgres }. `build: false` uses the build in
 * `distDir` as it is (the end-to-end test reuses `.next-e2e`); a function builds instead of
 * `buildWeb` (the benchmark builds under the end-to-end lock). `env` is added to every process's
 * environment (and to the database preparation). Returns the addresses and `stop()`, plus
 * `restartWeb(i)`/`stopWeb(i)` for tests.
 */
export async function startCluster({
  processes = 2,
  ports,
  dataDir,
  databaseName = 'smedja',
  bucket = 'smedja-media',
  distDir = '.next',
  build = true,
  env: extraEnv = {},
  stdio = 'inherit',
  log = (line) => console.log(`[cluster] ${line}`),
}) {
  if (!Number.isInteger(processes) || processes < 1) throw new Error('processes must be 1 or more')
  fs.mkdirSync(dataDir, { recursive: true })
  // PostgreSQL runs as its own user (when we are root) and must reach its folder inside this one (a
  // temporary folder is 700): let others pass through, not list it. The secrets in it are 600.
  fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011)
  ensureVarnish()
  const frontCacheUrl = `http://127.0.0.1:${ports.frontCache}`
  const siteUrl = extraEnv.SITE_URL ?? frontCacheUrl
  const secret = extraEnv.FRONT_CACHE_SECRET ?? frontCacheSecret(dataDir)
  const stops = []
  const webs = []
  let frontCache = null
  const stop = async () => {
    await Promise.all(webs.map((web) => web.child && stopChild(web.child)))
    await frontCache?.stop()
    for (const fn of stops.reverse()) await fn()
  }
  try {
    log(`PostgreSQL on 127.0.0.1:${ports.postgres}`)
    const pgDir = path.join(dataDir, 'postgres')
    const pg = startPostgres({ port: ports.postgres, dir: pgDir })
    stops.push(() => pg.stop())
    const databaseUrl = pg.ensureDatabase(databaseName)

    log(`Redis on 127.0.0.1:${ports.redis}`)
    const redis = await startRedis({
      port: ports.redis,
      dir: path.join(dataDir, 'redis'),
      stdio: stdio === 'inherit' ? ['ignore', 'ignore', 'inherit'] : 'ignore',
    })
    stops.push(() => redis.stop())

    log(`S3-compatible storage (s3rver) on 127.0.0.1:${ports.s3}, bucket ${bucket}`)
    const s3 = await startS3({ port: ports.s3, dir: path.join(dataDir, 's3'), bucket })
    stops.push(() => s3.stop())

    const env = {
      ...clusterEnv({
        siteUrl,
        databaseUrl,
        redisUrl: redis.url,
        s3Url: s3.url,
        bucket,
        frontCache: { url: frontCacheUrl, secret },
        dataDir,
      }),
      ...extraEnv,
    }
    log('preparing the database (migrations; the demo site on first start)')
    const prepared = prepareDatabase(env)
    if (prepared.seeded) log('seeded the Swedish demo site')
    // Built without REDIS_URL: prerendering writes the build's pages, not entries into Redis.
    const buildEnv = { ...env, REDIS_URL: '' }
    if (typeof build === 'function') build({ distDir, env: buildEnv })
    else if (build) buildWeb({ distDir, env: buildEnv })

    const startOne = async (i) => {
      const port = ports.web + i
      const child = startWeb({ port, distDir, env, stdio })
      webs[i] = { port, url: `http://127.0.0.1:${port}`, child }
      await Promise.race([
        waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 180_000),
        exited(child).then(() => {
          throw new Error(`web process ${i + 1} on ${port} stopped while starting`)
        }),
      ])
      return webs[i]
    }
    log(
      `${processes} web process${processes === 1 ? '' : 'es'} on ${ports.web}–${ports.web + processes - 1}`,
    )
    await Promise.all(Array.from({ length: processes }, (_, i) => startOne(i)))

    log(`Varnish on ${frontCacheUrl}`)
    frontCache = await startFrontCache({
      port: ports.frontCache,
      backends: webs.map((web) => ({ host: '127.0.0.1', port: web.port })),
      secret,
      workDir: path.join(dataDir, 'front-cache'),
      stdio: stdio === 'inherit' ? 'inherit' : 'ignore',
    })
    return {
      admin: prepared.admin,
      siteUrl,
      frontCacheUrl,
      databaseUrl,
      redisUrl: redis.url,
      s3Url: s3.url,
      bucket,
      env,
      webs,
      frontCache,
      stop,
      /** Stops web process i (SIGTERM, or `signal`). */
      async stopWeb(i, signal = 'SIGTERM') {
        const child = webs[i].child
        if (signal === 'SIGTERM') return stopChild(child)
        child.kill(signal)
        await exited(child)
      },
      /** Starts web process i again (after stopWeb) and resolves once it answers. */
      restartWeb: (i) => startOne(i),
    }
  } catch (error) {
    await stop()
    throw error
  }
}
