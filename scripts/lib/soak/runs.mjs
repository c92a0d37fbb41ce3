// The fault suite's two runs (`npm run soak`, issue 21): the cluster (PostgreSQL, Redis, s3rver, two
// web processes, Varnish), where one web process is killed with SIGKILL mid-load and started again,
// and the embedded SQLite setup of `npm start`, where the only process is. Each run prepares its data
// through the site, sends the load, stops the web processes gracefully (so nothing is in flight),
// reads the database and reconciles. Every child it started is stopped, by its PID, whatever happens.
import crypto from 'node:crypto'
import { setMaxListeners } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { exited, startCluster, stopChild } from '../cluster.mjs'
import { freshSiteEnv, prepareDatabase, startWeb, waitForHttp } from '../web.mjs'
import { KINDS, planRequests, prepareLoad, runLoad } from './load.mjs'
import { reconcile } from './reconcile.mjs'
import { openDatabase, readBaseline, readStored } from './store.mjs'

/** The secrets the end-to-end build was made with (tests/e2e/server.mjs, freshSiteEnv 'e2e'). */
export const SOAK_SECRETS = {
  PAYLOAD_SECRET: 'e2e-payload-secret-0123456789abcdef',
  NONCE_SECRET: 'e2e-nonce-secret-0123456789abcdef',
}
const admin = { email: 'soak@example.se', password: 'soak-lösenord-123' }

/** The PIDs below `pid` (children first), from /proc. */
function descendants(pid) {
  const parent = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // gone meanwhile
    }
  }
  const out = []
  const walk = (p) => {
    for (const [child, pp] of parent) {
      if (pp !== p) continue
      walk(child)
      out.push(child)
    }
  }
  walk(pid)
  return out
}

/** SIGKILL to a web process and anything it started, by PID; resolves once it has exited. */
export async function killHard(child) {
  for (const pid of [...descendants(child.pid), child.pid]) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await exited(child)
}

/** Stops a web process gracefully (it finishes its requests in flight); its whole tree killed after `ms`. */
function stopGracefully(child, ms = 20_000) {
  return stopChild(child, ms, killHard)
}

/** Rejects once `deadline` passes (a run's hard time limit). */
function before(deadline, promise, what) {
  let timer
  const limit = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`time limit reached while ${what}`)),
      Math.max(0, deadline - Date.now()),
    )
  })
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer))
}

function summarise(results) {
  const outcomes = new Map()
  for (const r of results) {
    if (r.acknowledged) continue
    const key = `${r.kind} ${r.phase} kill: ${r.outcome}`
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1)
  }
  return [...outcomes].sort((a, b) => b[1] - a[1])
}

/**
 * The load, the fault and the reckoning, shared by both runs. `site` answers requests; `fault()`
 * kills and restarts; `stopWebs()` stops the web processes gracefully; `databaseUrl` is read after.
 */
async function loadAndReconcile({
  name,
  site,
  fault,
  stopWebs,
  databaseUrl,
  options,
  deadline,
  log,
  signal,
}) {
  const tag = crypto.randomBytes(4).toString('hex')
  const plan = planRequests(options.requests)
  log(`preparing the load (marker ${tag})`)
  const fixture = await before(
    deadline,
    prepareLoad({ base: site, admin, nonceSecret: SOAK_SECRETS.NONCE_SECRET, plan, tag, log }),
    'preparing the load',
  )
  const db = await openDatabase(databaseUrl)
  let baseline
  try {
    baseline = await readBaseline(db, fixture)
  } finally {
    await db.close()
  }
  const killAfter = Math.floor(options.requests * options.killAt)
  log(
    `load: ${options.requests} requests, ${options.concurrency} at a time; the fault after ${killAfter}`,
  )
  const abort = new AbortController()
  // Every request in flight listens for the time limit.
  setMaxListeners(options.concurrency * 2 + 10, abort.signal)
  const stopAt = setTimeout(() => abort.abort(), Math.max(0, deadline - Date.now()))
  const onInterrupt = () => abort.abort()
  signal?.addEventListener('abort', onInterrupt)
  const started = Date.now()
  let faultReport = null
  let results
  try {
    results = await runLoad({
      base: site,
      fixture,
      plan,
      concurrency: options.concurrency,
      deadline,
      signal: abort.signal,
      fault: {
        after: killAfter,
        run: async () => {
          faultReport = await fault()
        },
      },
    })
  } finally {
    clearTimeout(stopAt)
    signal?.removeEventListener('abort', onInterrupt)
  }
  const seconds = (Date.now() - started) / 1000
  const timedOut = results.length < plan.length || abort.signal.aborted
  log(
    `load done: ${results.length} requests in ${seconds.toFixed(1)} s${timedOut ? ' (time limit: cut short)' : ''}; stopping the web processes`,
  )
  // Gracefully: a request still being handled finishes (and is stored) before the count.
  await stopWebs()
  const read = await openDatabase(databaseUrl)
  let found
  try {
    found = await readStored(read, { fixture, baseline, sent: results })
  } finally {
    await read.close()
  }
  // A kind the site refused throughout would show nothing lost: most of every kind must get through.
  const refused = KINDS.filter((kind) => {
    const sent = results.filter((r) => r.kind === kind)
    return !sent.length || sent.filter((r) => r.acknowledged).length * 2 < sent.length
  })
  found.checks.push({
    name: 'every kind: at least half acknowledged',
    ok: refused.length === 0,
    detail: refused.length ? `not: ${refused.join(', ')}` : 'ok',
  })
  const outcome = reconcile({ kinds: KINDS, sent: results, ...found })
  return {
    name,
    tag,
    seconds,
    timedOut,
    fault: faultReport,
    failures: summarise(results),
    checks: found.checks,
    ...outcome,
    ok: outcome.ok && !timedOut,
  }
}

/** Run 1: the cluster, one of its two web processes killed and started again mid-load. */
export async function runCluster({ distDir, options, deadline, log, logFile, signal }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-soak-cluster-'))
  const out = fs.openSync(logFile, 'a')
  let cluster = null
  try {
    log(`starting the cluster (data in ${dataDir}, server output in ${logFile})`)
    // Not raced against the deadline: startCluster stops what it started when it fails, and bounds
    // its own waits; a race lost here would leave its children without an owner.
    cluster = await startCluster({
      processes: 2,
      ports: options.ports.cluster,
      dataDir,
      databaseName: 'smedja_soak',
      distDir,
      build: false,
      stdio: ['ignore', out, out],
      log: (line) => log(`[cluster] ${line}`),
      env: {
        ...SOAK_SECRETS,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        NODE_ENV: 'production',
      },
    })
    const c = cluster
    return await loadAndReconcile({
      name: 'cluster',
      site: c.siteUrl,
      databaseUrl: c.databaseUrl,
      options,
      deadline,
      log,
      signal,
      fault: async () => {
        const t0 = Date.now()
        const pid = c.webs[0].child.pid
        await killHard(c.webs[0].child)
        log(`SIGKILL to web process 1 (PID ${pid}); starting it again`)
        await before(deadline, c.restartWeb(0), 'restarting web process 1')
        const back = Date.now() - t0
        log(`web process 1 answers again after ${(back / 1000).toFixed(1)} s`)
        return `web process 1 of 2 (PID ${pid}) killed with SIGKILL, answering again after ${(back / 1000).toFixed(1)} s`
      },
      stopWebs: async () => {
        for (const web of c.webs) await stopGracefully(web.child)
      },
    })
  } finally {
    await cluster?.stop().catch((error) => log(`stopping the cluster: ${error.message}`))
    fs.closeSync(out)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Run 2: the embedded SQLite setup (one process, as `npm start`), killed and started again mid-load. */
export async function runSqlite({ distDir, options, deadline, log, logFile, signal }) {
  const port = options.ports.sqlite
  const base = `http://127.0.0.1:${port}`
  const fresh = freshSiteEnv({ name: 'soak', port, secrets: 'e2e' })
  const env = {
    ...fresh.env,
    ...SOAK_SECRETS,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    NODE_ENV: 'production',
  }
  const out = fs.openSync(logFile, 'a')
  const databaseUrl = `file:${path.join(fresh.dataDir, 'smedja.db')}`
  let child = null
  const start = async () => {
    child = startWeb({ port, distDir, env, stdio: ['ignore', out, out] })
    const running = child
    await before(
      deadline,
      Promise.race([
        waitForHttp(`${base}/robots.txt`, 180_000),
        exited(running).then(() => {
          throw new Error(`the web process stopped while starting (see ${logFile})`)
        }),
      ]),
      'starting the web process',
    )
  }
  try {
    log(`preparing the SQLite site (data in ${fresh.dataDir}, server output in ${logFile})`)
    prepareDatabase(env)
    await start()
    return await loadAndReconcile({
      name: 'sqlite',
      site: base,
      databaseUrl,
      options,
      deadline,
      log,
      signal,
      fault: async () => {
        const t0 = Date.now()
        const pid = child.pid
        await killHard(child)
        const journal = ['-wal', '-shm', '-journal']
          .filter((s) => fs.existsSync(`${databaseUrl.slice(5)}${s}`))
          .map((s) => `smedja.db${s}`)
        log(
          `SIGKILL to the web process (PID ${pid}; left behind: ${journal.join(', ') || 'nothing'}); starting it again`,
        )
        await start()
        const back = Date.now() - t0
        log(`the web process answers again after ${(back / 1000).toFixed(1)} s`)
        return `the only web process (PID ${pid}) killed with SIGKILL (left ${journal.join(', ') || 'no journal'}), answering again after ${(back / 1000).toFixed(1)} s`
      },
      stopWebs: async () => {
        if (child) await stopGracefully(child)
      },
    })
  } finally {
    if (child) await stopGracefully(child, 5_000)
    fs.closeSync(out)
    fs.rmSync(fresh.dataDir, { recursive: true, force: true })
  }
}
