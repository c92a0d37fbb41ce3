import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'

import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'

// Issue 21 item 6: the health endpoint, the request id that travels from the front cache through the
// web process into its log, and graceful shutdown of a web process.

type WebScripts = {
  freshSiteEnv: (o: { name: string; port: number; secrets?: string }) => {
    dataDir: string
    env: Record<string, string>
  }
  startWeb: (o: {
    port: number
    distDir: string
    env: Record<string, string>
    stdio: unknown
  }) => import('node:child_process').ChildProcess
  waitForHttp: (url: string, timeoutMs?: number) => Promise<void>
}

const port = Number(process.env.E2E_PORT ?? 3300)
const frontCache = `http://127.0.0.1:${process.env.E2E_FRONT_CACHE_PORT}`
const serverLog = () => fs.readFileSync(process.env.E2E_SERVER_LOG!, 'utf8')

/** The JSON lines of the server log (other output, such as Next's own, is skipped). */
const logRecords = () =>
  serverLog()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        return null
      }
    })
    .filter((r) => r !== null)

test('/api/health answers 200 with each check, uncached', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toEqual({
    status: 'ok',
    checks: {
      database: { status: 'ok', ms: expect.any(Number) },
      cache: { status: 'not configured', ms: expect.any(Number) },
      storage: { status: 'ok', ms: expect.any(Number) },
    },
  })
})

test('every answer carries a request id, and the one a front cache sent is kept', async ({
  page,
  request,
}) => {
  const home = await page.goto('/')
  expect(home?.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  await expectNoSeriousA11yViolations(page)

  const traced = await request.get('/api/health', { headers: { 'x-request-id': 'lb-7f3a-e2e' } })
  expect(traced.headers()['x-request-id']).toBe('lb-7f3a-e2e')
})

test('the front cache gives a request its id, and the web process logs the refusal with it', async ({
  request,
}) => {
  const response = await request.post(`${frontCache}/api/ajax`, {
    form: { action: 'finns_inte' },
  })
  expect(response.status()).toBe(400)
  const id = response.headers()['x-request-id']
  expect(id).toMatch(/^vc-/)
  await expect
    .poll(() => logRecords().find((r) => r.requestId === id && r.msg === 'ajax request refused'))
    .toMatchObject({ level: 'warn', action: 'finns_inte', reason: 'unknown action' })

  // A cached page: each visitor gets an id of their own, not the one of the request that filled it.
  const first = await request.get(`${frontCache}/`)
  const second = await request.get(`${frontCache}/`)
  expect(second.headers()['x-cache']).toBe('HIT')
  expect(second.headers()['x-request-id']).not.toBe(first.headers()['x-request-id'])
})

test('a stopped web process finishes the request in flight, refuses new connections and exits 0', async () => {
  test.setTimeout(120_000)
  const { freshSiteEnv, startWeb, waitForHttp } =
    (await import('../../../../scripts/lib/web.mjs')) as unknown as WebScripts
  // A bucket that answers the health check's HEAD only when the test says so: a request held in flight.
  let release = () => {}
  let arrived = () => {}
  const headArrived = new Promise<void>((resolve) => (arrived = resolve))
  const s3 = http.createServer((req, res) => {
    arrived()
    release = () => res.writeHead(200).end()
  })
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve))
  const s3Port = (s3.address() as net.AddressInfo).port

  const shutdownPort = port + 5
  const { dataDir, env } = freshSiteEnv({
    name: 'e2e-shutdown',
    port: shutdownPort,
    secrets: 'e2e',
  })
  const child = startWeb({
    port: shutdownPort,
    distDir: '.next-e2e',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'nyckel',
      S3_SECRET_ACCESS_KEY: 'hemlig',
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const base = `http://127.0.0.1:${shutdownPort}`
  try {
    // The ajax endpoint's GET answers without a database: the process is up.
    await waitForHttp(`${base}/api/ajax`, 60_000)
    const inFlight = fetch(`${base}/api/health`)
    await headArrived
    child.kill('SIGTERM')
    // The listener closes at once: a new connection is refused while the request is still open.
    await expect
      .poll(
        () =>
          new Promise<string>((resolve) => {
            const socket = net.connect(shutdownPort, '127.0.0.1')
            socket.once('connect', () => (socket.destroy(), resolve('accepted')))
            socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'))
          }),
        { timeout: 1000, intervals: [20] },
      )
      .toBe('ECONNREFUSED')
    release()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(
      ((await answer.json()) as { checks: { storage: { status: string } } }).checks.storage.status,
    ).toBe('ok')
    expect(await exited).toBe(0)
    expect(output).toContain('shutdown: finishing requests in flight')
  } finally {
    child.kill('SIGKILL')
    s3.closeAllConnections()
    s3.close()
    fs.rmSync(path.resolve(dataDir), { recursive: true, force: true })
  }
})
