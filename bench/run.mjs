#!/usr/bin/env node
// `npm run bench`: production build on a fresh seeded database, then
//   - autocannon (loopback only, bounded in time) against a cached page and a dynamic page,
//   - Lighthouse mobile on the home and Industriunderhåll pages (Debian Chromium),
//   - the gzipped JavaScript each measured page ships,
// and prints one table. Results are also written to bench/results/latest.json.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

import { ensureChromium } from '../scripts/lib/system.mjs'
import {
  buildWeb,
  freshSiteEnv,
  prepareDatabase,
  repoRoot,
  startWeb,
  waitForHttp,
} from '../scripts/lib/web.mjs'

const port = Number(process.env.BENCH_PORT ?? 3400)
const base = `http://127.0.0.1:${port}`
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
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

async function load(urlPath, title) {
  const result = await autocannon({
    url: `${base}${urlPath}`,
    connections,
    duration,
    pipelining: 1,
  })
  return {
    scenario: title,
    path: urlPath,
    reqPerSec: Math.round(result.requests.average),
    p99ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
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
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
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

let server
try {
  console.log('[bench] preparing a fresh database and the production build (.next-bench)')
  prepareDatabase(env)
  buildWeb({ distDir: '.next-bench', env })
  server = startWeb({ port, distDir: '.next-bench', env, stdio: 'ignore' })
  await waitForHttp(`${base}/`)
  // Warm the caches (and the image optimiser) before measuring.
  for (const p of ['/', '/industriunderhall', '/sok?q=underhall']) await fetch(`${base}${p}`)

  console.log(`[bench] load: ${connections} connections, ${duration} s per scenario`)
  const throughput = [
    await load('/', 'cached page (home, static)'),
    await load('/industriunderhall', 'cached page (Industriunderhåll, static)'),
    await load('/sok?q=underh%C3%A5ll', 'dynamic page (search, per request)'),
  ]

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
      p.optional && !process.env.BENCH_LIGHTHOUSE_ALL ? null : await lighthouseMobile(p.path)
    pageResults.push({ page: p.path, ...js, lighthouse: lh })
  }
  await browser.close()

  console.log('\nThroughput (autocannon)')
  console.table(throughput)
  console.log(
    'Pages (Lighthouse mobile, simulated throttling; JS = scripts the page loads, gzip -9)',
  )
  console.table(
    pageResults.map((r) => ({
      page: r.page,
      perf: r.lighthouse?.performance ?? '–',
      a11y: r.lighthouse?.accessibility ?? '–',
      'best practices': r.lighthouse?.bestPractices ?? '–',
      seo: r.lighthouse?.seo ?? '–',
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
  server?.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
