#!/usr/bin/env node
// `npm run bench`: production build on a fresh seeded database, then
//   - autocannon (loopback only, bounded in time) against nginx serving the saved HTML of `/` as a
//     static file (the yardstick), the front cache (Varnish) and Next serving the cached pages, and the
//     dynamic pages (a 3-line cart), all in the same run so the ratios hold on a noisy machine,
//   - Lighthouse mobile on the home and Industriunderhåll pages (Debian Chromium), the median of
//     BENCH_LIGHTHOUSE_RUNS (3) runs each,
//   - the gzipped JavaScript each measured page ships,
// and prints the tables. Results are also written to bench/results/latest.json.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

import { freePort, startFrontCache } from '../scripts/lib/frontCache.mjs'
import { ensureChromium } from '../scripts/lib/system.mjs'
import {
  buildWeb,
  freshSiteEnv,
  prepareDatabase,
  repoRoot,
  startWeb,
  waitForHttp,
} from '../scripts/lib/web.mjs'
import { startStaticServer } from './lib/nginx.mjs'

const port = Number(process.env.BENCH_PORT ?? 3400)
const base = `http://127.0.0.1:${port}`
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const chromePath = ensureChromium()
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

const { dataDir, env } = freshSiteEnv({ name: 'bench', port })

const pages = [
  { name: 'home', path: '/' },
  { name: 'industriunderhall', path: '/industriunderhall' },
  ...(process.env.BENCH_EXTRA_PAGES ?? '/moduler,/bildspel')
    .split(',')
    .filter(Boolean)
    .map((p) => ({ name: p.replace(/^\//, ''), path: p, optional: true })),
]

async function load(urlPath, title, { origin = base, headers } = {}) {
  const result = await autocannon({
    url: `${origin}${urlPath}`,
    connections,
    duration,
    pipelining: 1,
    headers,
  })
  return {
    scenario: title,
    path: urlPath,
    reqPerSec: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** A cart with one of each of the first three products, as its cookie header. */
async function threeLineCart() {
  const products = await (
    await fetch(`${base}/api/products?limit=3&depth=0&where[enableVariants][not_equals]=true`)
  ).json()
  let cookie = ''
  for (const product of products.docs) {
    const res = await fetch(`${base}/varukorg/andra`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie && { cookie }) },
      body: JSON.stringify({ op: 'add', productId: product.id, quantity: 1 }),
    })
    if (!res.ok) throw new Error(`add to cart: ${res.status} ${await res.text()}`)
    const set = /smedja_cart=[^;]+/.exec(res.headers.get('set-cookie') ?? '')
    if (set) cookie = set[0]
  }
  if (!cookie || products.docs.length < 3) throw new Error('no 3-line cart')
  return cookie
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function lighthouseMobile(urlPath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const { lhr } = await lighthouse(`${base}${urlPath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      screenEmulation: {
        mobile: true,
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        disabled: false,
      },
      throttlingMethod: 'simulate',
    })
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
    }
  } finally {
    await chrome.kill()
  }
}

async function shippedJs(browser, urlPath) {
  const page = await browser.newPage()
  const scripts = new Set()
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.url().startsWith(base))
      scripts.add(res.url())
  })
  const res = await page.goto(`${base}${urlPath}`, { waitUntil: 'networkidle' })
  await page.close()
  if (!res || res.status() >= 400) return null
  let raw = 0
  let gzip = 0
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    raw += body.length
    gzip += zlib.gzipSync(body, { level: 9 }).length
  }
  return { files: scripts.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) }
}

/** Lighthouse `runs` times; the run with the median performance score. */
async function lighthouseMedian(urlPath, runs) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await lighthouseMobile(urlPath))
  const perf = median(results.map((r) => r.performance))
  return { ...results.find((r) => r.performance === perf), runs: results.map((r) => r.performance) }
}

let server
let frontCache
let staticServer
try {
  console.log('[bench] preparing a fresh database and the production build (.next-bench)')
  prepareDatabase(env)
  // BENCH_REUSE_BUILD=1 measures the build already in .next-bench even when sources changed since
  // (for measuring a commit while the tree is being edited).
  if (!(
    process.env.BENCH_REUSE_BUILD &&
    fs.existsSync(path.join(repoRoot, 'apps/web/.next-bench/BUILD_ID'))
  ))
    buildWeb({ distDir: '.next-bench', env })
  server = startWeb({ port, distDir: '.next-bench', env, stdio: 'ignore' })
  await waitForHttp(`${base}/`)
  // Warm the caches (and the image optimiser) before measuring.
  for (const p of ['/', '/industriunderhall', '/sok?q=underhall']) await fetch(`${base}${p}`)

  // The yardstick and the front cache, started next to the site for this run.
  const html = await (await fetch(`${base}/`)).text()
  staticServer = await startStaticServer({
    port: await freePort(),
    workDir: path.join(dataDir, 'nginx'),
    files: { '/': html },
  })
  frontCache = await startFrontCache({
    port: await freePort(),
    backendPort: port,
    secret: 'bench-front-cache-secret-0123456789',
    workDir: path.join(dataDir, 'front-cache'),
    stdio: 'ignore',
  })
  const cart = await threeLineCart()
  for (const p of ['/', '/industriunderhall']) await fetch(`${frontCache.url}${p}`)

  console.log(`[bench] load: ${connections} connections, ${duration} s per scenario`)
  const throughput = [
    await load('/', 'nginx: saved HTML of / as a static file', { origin: staticServer.url }),
    await load('/', 'front cache (Varnish): /', { origin: frontCache.url }),
    await load('/industriunderhall', 'front cache (Varnish): /industriunderhall', {
      origin: frontCache.url,
    }),
    await load('/', 'Next, cached: /'),
    await load('/industriunderhall', 'Next, cached: /industriunderhall'),
    await load('/sok?q=underh%C3%A5ll', 'Next, cached per query: /sok?q=underhåll'),
    await load('/butik', 'Next, cached listing: /butik'),
    await load('/varukorg', 'Next, dynamic: /varukorg with a 3-line cart', {
      headers: { cookie: cart },
    }),
  ]
  const yardstick = throughput[0].reqPerSec || 1
  for (const row of throughput) row.ofNginx = `${((row.reqPerSec / yardstick) * 100).toFixed(1)} %`

  console.log('[bench] Lighthouse mobile and shipped JavaScript')
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  })
  const pageResults = []
  for (const p of pages) {
    const js = await shippedJs(browser, p.path)
    if (!js) {
      if (!p.optional) throw new Error(`${p.path} did not load`)
      continue
    }
    const lh =
      p.optional && !process.env.BENCH_LIGHTHOUSE_ALL
        ? null
        : await lighthouseMedian(p.path, lighthouseRuns)
    pageResults.push({ page: p.path, ...js, lighthouse: lh })
  }
  await browser.close()

  console.log('\nThroughput (autocannon)')
  console.table(throughput)
  console.log(
    `Pages (Lighthouse mobile, simulated throttling, median of ${lighthouseRuns}; JS = scripts the page loads, gzip -9)`,
  )
  console.table(
    pageResults.map((r) => ({
      page: r.page,
      perf: r.lighthouse?.performance ?? '–',
      a11y: r.lighthouse?.accessibility ?? '–',
      'best practices': r.lighthouse?.bestPractices ?? '–',
      seo: r.lighthouse?.seo ?? '–',
      'LCP ms': r.lighthouse?.lcpMs ?? '–',
      'TBT ms': r.lighthouse?.tbtMs ?? '–',
      'perf runs': r.lighthouse?.runs?.join(' ') ?? '–',
      'js files': r.files,
      'js gzip KB': r.gzipKB,
    })),
  )
  const out = path.join(repoRoot, 'bench', 'results')
  fs.mkdirSync(out, { recursive: true })
  fs.writeFileSync(
    path.join(out, 'latest.json'),
    JSON.stringify(
      { at: new Date().toISOString(), connections, duration, throughput, pages: pageResults },
      null,
      2,
    ),
  )
} finally {
  await frontCache?.stop()
  await staticServer?.stop()
  server?.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
