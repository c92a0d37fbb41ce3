// Member API benchmark (not a test): starts the built service on a free loopback port with a throw-away
// database, takes an anonymous token the way the SDK does, and runs autocannon on a profile read and a
// people search, BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (10) each. Prints requests/s and p99.
//   npm run build -w @smedja/network && npm run bench -w @smedja/network
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const appDir = fileURLToPath(new URL('..', import.meta.url))
const server = join(appDir, 'dist/server.js')
const port = Number(process.env.BENCH_PORT ?? 3190)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const base = `http://127.0.0.1:${port}`
const site = { key: 'bench-key', origin: 'http://bench.localhost:3000' }

if (!existsSync(server)) {
  console.error(
    'apps/network/dist/server.js is missing: run npm run build -w @smedja/network first',
  )
  process.exit(1)
}

const dir = mkdtempSync(join(tmpdir(), 'smedja-network-bench-'))
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    NETWORK_DB: join(dir, 'network.db'),
    NETWORK_SITES: `${site.key}=${site.origin}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function waitForService() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the service did not start')
}

function run(title, path, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections,
        duration: seconds,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Requested-With': 'IN.XDCall',
          'x-li-format': 'json',
        },
      },
      (error, result) => {
        if (error) return reject(error)
        const failed = result.non2xx + result.errors
        console.log(
          `${title.padEnd(16)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   (${result.requests.total} requests, ${failed} failed)`,
        )
        resolve(result)
      },
    )
  })
}

try {
  await waitForService()
  const query = new URLSearchParams({ apiKey: site.key, xdOrigin: site.origin })
  const credentials = await (await fetch(`${base}/cws/session/credentials?${query}`)).json()
  const token = credentials.anonymousToken
  if (!token) throw new Error('no anonymous token: is the bench site registered?')
  console.log(`member API, ${connections} connections, ${seconds} s each, anonymous token`)
  await run(
    'profile read',
    '/v1/people::(mtAnnaL7f3a9Q):public:(id,first-name,last-name,headline,picture-url)',
    token,
  )
  await run(
    'people search',
    '/v1/people-search:(num-results,people:(id,first-name,last-name,headline),facets)?keywords=underh%C3%A5ll&count=10',
    token,
  )
} finally {
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
  rmSync(dir, { recursive: true, force: true })
}
