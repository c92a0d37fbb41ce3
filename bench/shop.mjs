#!/usr/bin/env node
// Shop benchmark: production build (.next-bench) on a fresh seeded SQLite database, then autocannon on
// loopback, 20 concurrent clients, about 10 s per scenario:
//   1. add to cart   POST /varukorg/andra (each request starts a new cart; its cookie is kept)
//   2. place order   POST /kassan/bestall, one cart per order, every idempotency key sent twice
//                    (a double click), then orders created are counted against orders requested.
// Takes /tmp/smedja-web-e2e.lock for the build and the run (one build at a time on this machine).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import {
  buildWeb,
  freshSiteEnv,
  prepareDatabase,
  repoRoot,
  startWeb,
  waitForHttp,
} from '../scripts/lib/web.mjs'
import { restApi } from './lib/rest.mjs'

const lock = '/tmp/smedja-web-e2e.lock'
if (!process.env.SHOP_BENCH_LOCKED) {
  const res = spawnSync('flock', [lock, process.execPath, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, SHOP_BENCH_LOCKED: '1' },
  })
  process.exit(res.status ?? 1)
}

const port = Number(process.env.BENCH_PORT ?? 3410)
const base = `http://127.0.0.1:${port}`
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const admin = { email: 'bench@example.se', password: 'bench-lösenord-123' }

// Shares .next-bench with bench/run.mjs, so it uses the same build secrets.
const fresh = freshSiteEnv({ name: 'bench-shop', port, secrets: 'bench' })
const dataDir = fresh.dataDir
const env = {
  ...fresh.env,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  NODE_ENV: 'production',
}

// `base` is read at each call (it is set once the server is known).
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

prepareDatabase(env)
buildWeb({ distDir: '.next-bench', env })
const child = startWeb({ port, distDir: '.next-bench', env, stdio: 'ignore' })
let exitCode = 0
try {
  await waitForHttp(`${base}/butik`)
  const { token } = await api('POST', '/api/users/login', null, admin)
  const product = (await api('GET', '/api/products?where[sku][equals]=NIS-KL6205&depth=0', token))
    .docs[0]
  const shipping = (
    await api('GET', '/api/shipping-methods?where[name][equals]=Postnord&depth=0', token)
  ).docs[0]
  // Enough stock that no order is refused for it: this measures throughput, not the sell-out.
  await api('PATCH', `/api/products/${product.id}`, token, { inventory: 1_000_000 })
  for (let i = 0; i < 5; i++) await fetch(`${base}/butik`) // warm up

  // 1. Add to cart
  const carts = []
  const addResult = await autocannon({
    url: `${base}/varukorg/andra`,
    connections,
    duration,
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
  if (!carts.length) throw new Error('add to cart set no cart cookie')

  // 2. Place orders: request n uses cart floor(n / 2) with key 'bench-<that index>', so each order is
  //    submitted twice, often concurrently; when the carts run out the keys repeat (replays).
  const before = (await api('GET', '/api/orders?limit=1&depth=0', token)).totalDocs
  let next = 0
  const keysSent = new Set()
  const keysAnswered = new Set()
  const placeResult = await autocannon({
    url: `${base}/kassan/bestall`,
    connections,
    duration,
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
  })
  // Requests still in flight when autocannon stops are finished by the server: let them land.
  await new Promise((r) => setTimeout(r, 5000))
  const after = (await api('GET', '/api/orders?limit=1&depth=0', token)).totalDocs
  const created = after - before
  const requested = keysSent.size

  const row = (name, r) => ({
    scenario: name,
    requests: r.requests.total,
    'req/s': Math.round(r.requests.average),
    'p99 ms': r.latency.p99,
    errors: r.errors + r.non2xx,
  })
  console.log(
    `\nShop benchmark: ${connections} connections, ${duration} s per scenario, ${os.cpus().length} cores, SQLite\n`,
  )
  console.table([
    row('add to cart (new cart each)', addResult),
    row('place order (each key twice)', placeResult),
  ])
  console.log(
    `carts created: ${carts.length}; place-order requests sent: ${placeResult.requests.total}`,
  )
  console.log(
    `orders requested (distinct idempotency keys sent): ${requested}; answered 200 before the cut-off: ${keysAnswered.size}; orders created: ${created}; ${created === requested ? 'EQUAL' : 'MISMATCH'}`,
  )
  const out = path.join(repoRoot, 'bench', 'results')
  fs.mkdirSync(out, { recursive: true })
  fs.writeFileSync(
    path.join(out, 'shop-latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections,
        duration,
        addToCart: row('add', addResult),
        placeOrder: row('place', placeResult),
        orders: { requested, created },
      },
      null,
      2,
    ),
  )
  if (created !== requested) exitCode = 1
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  child.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
