#!/usr/bin/env node
// Shop benchmark (issue 11, "dynamic pages fast"): a production build on a fresh seeded database
// (SQLite, or PostgreSQL with SHOP_BENCH_DB=postgres), then autocannon on loopback, 20 concurrent
// clients, BENCH_SECONDS (10) per scenario, all in one run so the ratios hold on a noisy machine:
//   - `/` (cached by Next): the yardstick
//   - `/varukorg` and `/kassan` with a 3-line cart, `/konto` signed in (with three orders)
//   - add to cart   POST /varukorg/andra (each request starts a new cart; its cookie is kept)
//   - place order   POST /kassan/bestall, one cart per order, every idempotency key sent twice
//                   (a double click), then orders created are counted against orders requested.
// Next to req/s and p99 it prints the server's CPU milliseconds per request (the `next start` process
// tree's user + system time over the scenario, divided by the answers), which barely depends on what
// else loads the machine. Takes /tmp/smedja-e2e.lock for the build only (one build at a time here).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startPostgres } from '../scripts/lib/postgres.mjs'
import {
  baseEnv,
  freshSiteEnv,
  prepareDatabase,
  repoRoot,
  startWeb,
  waitForHttp,
  webDir,
} from '../scripts/lib/web.mjs'
import { restApi } from './lib/rest.mjs'

const lock = '/tmp/smedja-e2e.lock'
const port = Number(process.env.BENCH_PORT ?? 3410)
const base = `http://127.0.0.1:${port}`
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const distDir = process.env.BENCH_DIST ?? '.next-bench'
const dialect = process.env.SHOP_BENCH_DB === 'postgres' ? 'postgres' : 'sqlite'
/** Only these scenarios (comma separated names, e.g. `varukorg,konto`); all when unset. */
const only = new Set((process.env.SHOP_BENCH_SCENARIOS ?? '').split(',').filter(Boolean))
/** A folder for `node --cpu-prof` profiles of the server (written when it exits). */
const profileDir = process.env.SHOP_BENCH_PROFILE_DIR
const admin = { email: 'bench@example.se', password: 'bench-lösenord-123' }
const customer = { email: 'kund.bench@example.se', password: 'kund-lösenord-123' }

// Shares its build folder with bench/run.mjs, so it uses the same build secrets.
const fresh = freshSiteEnv({ name: 'bench-shop', port, secrets: 'bench' })
const dataDir = fresh.dataDir
let pg = null
let pgDir = null
let databaseUrl = ''
if (dialect === 'postgres') {
  // A folder of its own: initdb wants it empty, and it is handed to the postgres user.
  pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-bench-shop-pg-'))
  pg = startPostgres({ port: Number(process.env.SHOP_BENCH_PG_PORT ?? 55460), dir: pgDir })
  databaseUrl = pg.createDatabase('smedja_shop_bench')
}
const env = {
  ...fresh.env,
  DATABASE_URL: databaseUrl,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  NODE_ENV: 'production',
}

const api = (method, urlPath, token, body) => restApi(base, method, urlPath, token, body)

const checkout = (key) => ({
  billing_first_name: 'Bänk',
  billing_last_name: 'Testsson',
  billing_country: 'SE',
  billing_address_1: 'Verkstadsgatan 4',
  billing_postcode: '85234',
  billing_city: 'Sundsvall',
  billing_phone: '060-123450',
  billing_email: 'bench@example.se',
  payment_method: 'faktura',
  idempotency_key: key,
})

const cookieOf = (res, name) =>
  new RegExp(`${name}=[^;]+`).exec(res.headers.getSetCookie().join('\n'))?.[0] ?? null

/** The server's CPU time (user + system, ms) summed over its process tree, from /proc. */
function cpuMs(rootPid) {
  const tick = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout || 100)
  const stats = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const raw = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ')
      // After the name: state(0) ppid(1) … utime(11) stime(12)
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  const walk = (pid) => {
    total += stats.get(pid)?.cpu ?? 0
    for (const [child, s] of stats) if (s.ppid === pid) walk(child)
  }
  walk(rootPid)
  return total * tick
}

let child
async function measure(name, title, options, { warmUp = true } = {}) {
  // Compiles the route's code first (JIT), so the CPU per request is the steady state's.
  if (warmUp)
    await autocannon({
      connections,
      duration: 2,
      timeout: 60,
      ...options,
      url: `${base}${options.url}`,
    })
  const load = os.loadavg()[0]
  const before = cpuMs(child.pid)
  // A busy machine can take seconds per answer: counted late rather than dropped (autocannon's 10 s).
  const result = await autocannon({
    connections,
    duration,
    timeout: 60,
    ...options,
    url: `${base}${options.url}`,
  })
  const answered = result.requests.total
  // Requests still in flight at the cut-off finish on the server; their CPU counts a little high.
  const cpu = cpuMs(child.pid) - before
  return {
    name,
    row: {
      scenario: title,
      requests: answered,
      'req/s': Math.round(result.requests.average),
      'CPU ms/req': answered ? +(cpu / answered).toFixed(2) : null,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
      'load avg': +load.toFixed(1),
    },
  }
}

/** A cart with one of each of three products (the bench's product first), as its cookie. */
async function threeLineCart(productIds, extraHeaders = {}) {
  let cookie = ''
  for (const productId of productIds) {
    const res = await fetch(`${base}/varukorg/andra`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...extraHeaders,
        ...(cookie && { cookie: [cookie, extraHeaders.cookie].filter(Boolean).join('; ') }),
      },
      body: JSON.stringify({ op: 'add', productId, quantity: 1 }),
    })
    if (!res.ok) throw new Error(`add to cart: ${res.status} ${await res.text()}`)
    cookie = cookieOf(res, 'smedja_cart') ?? cookie
  }
  if (!cookie) throw new Error('no cart cookie')
  return cookie
}

function buildUnderLock() {
  // The build alone holds the lock; the measuring runs beside other people's tests. The database is
  // migrated again under the lock, just before the build prerenders from it: the schema may have
  // changed while this waited for the lock.
  const script = `import { buildWeb, prepareDatabase } from './scripts/lib/web.mjs'; const env = JSON.parse(process.env.BENCH_BUILD_ENV); prepareDatabase(env); buildWeb({ distDir: process.env.BENCH_DIST, env })`
  const res = spawnSync('flock', [lock, process.execPath, '--input-type=module', '-e', script], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, BENCH_DIST: distDir, BENCH_BUILD_ENV: JSON.stringify(env) },
  })
  if (res.status !== 0) throw new Error(`build failed (exit ${res.status})`)
}

let exitCode = 0
try {
  prepareDatabase(env)
  // SHOP_BENCH_SKIP_BUILD=1 measures the build already in BENCH_DIST as it is (e.g. a copy of the one
  // before a change, for a before/after comparison in the same conditions).
  if (!process.env.SHOP_BENCH_SKIP_BUILD) buildUnderLock()
  child = profileDir
    ? // --cpu-prof is not allowed in NODE_OPTIONS: `next start` runs under node with it.
      spawn(
        process.execPath,
        [
          '--no-deprecation',
          '--cpu-prof',
          `--cpu-prof-dir=${path.resolve(profileDir)}`,
          path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next'),
          'start',
          '-H',
          '127.0.0.1',
          '-p',
          String(port),
        ],
        {
          cwd: webDir,
          stdio: 'ignore',
          env: { ...process.env, ...baseEnv, NEXT_DIST_DIR: distDir, PORT: String(port), ...env },
        },
      )
    : startWeb({ port, distDir, env, stdio: 'ignore' })
  await waitForHttp(`${base}/butik`)
  const { token } = await api('POST', '/api/users/login', null, admin)
  const product = (await api('GET', '/api/products?where[sku][equals]=NIS-KL6205&depth=0', token))
    .docs[0]
  const others = (
    await api(
      'GET',
      `/api/products?where[enableVariants][not_equals]=true&where[id][not_equals]=${product.id}&limit=2&depth=0`,
      token,
    )
  ).docs
  const shipping = (
    await api('GET', '/api/shipping-methods?where[name][equals]=Postnord&depth=0', token)
  ).docs[0]
  // Enough stock that no order is refused for it: this measures throughput, not the sell-out.
  for (const p of [product, ...others])
    await api('PATCH', `/api/products/${p.id}`, token, { inventory: 1_000_000 })
  const lineIds = [product.id, ...others.map((p) => p.id)]
  if (lineIds.length < 3) throw new Error('the seed has fewer than three simple products')

  // A signed-in customer with three orders, for /konto.
  await api('POST', '/api/customers', token, { ...customer, firstName: 'Bänk' })
  const signIn = await fetch(`${base}/konto/logga-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  })
  const auth = cookieOf(signIn, 'payload-token')
  if (!signIn.ok || !auth) throw new Error(`customer sign-in: ${signIn.status}`)
  for (let i = 0; i < 3; i++) {
    const cart = await threeLineCart(lineIds, { cookie: auth })
    const res = await fetch(`${base}/kassan/bestall`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${cart}; ${auth}` },
      body: JSON.stringify({
        ...checkout(`bench-account-${i}-0123456789`),
        'shipping_method[0]': String(shipping.id),
      }),
    })
    if (!res.ok) throw new Error(`customer order: ${res.status} ${await res.text()}`)
  }
  const cart = await threeLineCart(lineIds)
  for (const p of ['/', '/varukorg', '/kassan', '/konto'])
    for (let i = 0; i < 5; i++)
      await fetch(`${base}${p}`, { headers: { cookie: `${cart}; ${auth}` } })

  const results = []
  const want = (name) => !only.size || only.has(name)
  if (want('home')) results.push(await measure('home', 'Next, cached: /', { url: '/' }))
  if (want('varukorg'))
    results.push(
      await measure('varukorg', '/varukorg, 3-line cart', {
        url: '/varukorg',
        headers: { cookie: cart },
      }),
    )
  if (want('kassan'))
    results.push(
      await measure('kassan', '/kassan, 3-line cart', {
        url: '/kassan',
        headers: { cookie: cart },
      }),
    )
  if (want('konto'))
    results.push(
      await measure('konto', '/konto, signed in (3 orders)', {
        url: '/konto',
        headers: { cookie: auth },
      }),
    )

  // Add to cart
  const carts = []
  if (want('add') || want('order')) {
    const add = await measure('add', 'add to cart (new cart each)', {
      url: '/varukorg/andra',
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ op: 'add', productId: product.id, quantity: 1 }),
          onResponse(status, _body, _context, headers) {
            const cookies = [headers['set-cookie'] ?? headers['Set-Cookie'] ?? []].flat()
            for (const c of cookies) {
              const m = /smedja_cart=([^;]+)/.exec(String(c))
              if (m && m[1]) carts.push(m[1])
            }
          },
        },
      ],
    })
    if (want('add')) results.push(add)
    if (!carts.length) {
      console.error('add to cart set no cart cookie: no orders to place')
      exitCode = 1
    }
  }

  // Place orders: request n uses cart floor(n / 2) with key 'bench-<that index>', so each order is
  // submitted twice, often concurrently; when the carts run out the keys repeat (replays).
  let orders = null
  if (want('order') && carts.length) {
    const before = (await api('GET', '/api/orders?limit=1&depth=0', token)).totalDocs
    let next = 0
    const keysSent = new Set()
    const keysAnswered = new Set()
    // No warm-up round: every request counts against the orders created.
    const place = await measure(
      'order',
      'place order (each key twice)',
      {
        url: '/kassan/bestall',
        requests: [
          {
            method: 'POST',
            setupRequest(req, context) {
              const n = next++
              // Past the last cart the keys repeat: replays, which must not create orders either.
              const i = Math.floor(n / 2) % carts.length
              context.key = `bench-order-${i}-0123456789`
              keysSent.add(context.key)
              return {
                ...req,
                headers: { 'content-type': 'application/json', cookie: `smedja_cart=${carts[i]}` },
                body: JSON.stringify({
                  ...checkout(context.key),
                  'shipping_method[0]': String(shipping.id),
                }),
              }
            },
            onResponse(status, _body, context) {
              if (status === 200) keysAnswered.add(context.key)
            },
          },
        ],
      },
      { warmUp: false },
    )
    results.push(place)
    // Requests still in flight when autocannon stops are finished by the server: let them land.
    await new Promise((r) => setTimeout(r, 5000))
    const after = (await api('GET', '/api/orders?limit=1&depth=0', token)).totalDocs
    orders = { requested: keysSent.size, answered: keysAnswered.size, created: after - before }
    if (orders.created !== orders.requested) exitCode = 1
  }

  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  console.log(
    `\nShop benchmark: ${connections} connections, ${duration} s per scenario, ${os.cpus().length} cores, ${dialect}, build ${distDir}, load average ${load}\n`,
  )
  console.table(results.map((r) => r.row))
  if (orders)
    console.log(
      `orders requested (distinct idempotency keys sent): ${orders.requested}; answered 200 before the cut-off: ${orders.answered}; orders created: ${orders.created}; ${orders.created === orders.requested ? 'EQUAL' : 'MISMATCH'}`,
    )
  const out = path.join(repoRoot, 'bench', 'results')
  fs.mkdirSync(out, { recursive: true })
  fs.writeFileSync(
    path.join(out, `shop-${dialect}-latest.json`),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        loadAverage: os.loadavg(),
        dialect,
        connections,
        duration,
        scenarios: Object.fromEntries(results.map((r) => [r.name, r.row])),
        orders,
      },
      null,
      2,
    ),
  )
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  if (child) {
    child.kill('SIGTERM')
    // Let it exit (and write its CPU profile) before the database goes.
    await new Promise((r) => {
      const t = setTimeout(r, 15_000)
      child.once('exit', () => (clearTimeout(t), r()))
    })
  }
  pg?.stop()
  if (pgDir) fs.rmSync(pgDir, { recursive: true, force: true })
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
