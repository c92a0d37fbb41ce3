import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './axe'
import { expect, test, type Page } from './fixtures'

// Issue 21: the several-process topology of `npm run start:cluster` (scripts/lib/cluster.mjs) on the
// build the suite already made (.next-e2e): PostgreSQL, Redis, s3rver, two web processes and Varnish
// balancing across them. Shows that nothing a second process needs lives in one process's memory:
// a publish through one process is visible on the other and through the front cache within a
// second, a rate limit counts across both, tokens and nonces made by one are taken by the other, and
// the shop journey works through the front cache with media in the bucket.

const env = process.env
const ports = {
  web: Number(env.E2E_CLUSTER_WEB_PORT ?? 3500),
  frontCache: Number(env.E2E_CLUSTER_FRONT_CACHE_PORT ?? 3550),
  redis: Number(env.E2E_CLUSTER_REDIS_PORT ?? 6390),
  s3: Number(env.E2E_CLUSTER_S3_PORT ?? 4590),
  postgres: Number(env.E2E_CLUSTER_PG_PORT ?? 55470),
}
const site = `http://127.0.0.1:${ports.frontCache}`
const processA = `http://127.0.0.1:${ports.web}`
const processB = `http://127.0.0.1:${ports.web + 1}`
const admin = { email: 'admin@cluster.example', password: 'kluster-lösenord-123' }
/** Small, so the test reaches it quickly; the browser's own events count too. */
const ANALYTICS_LIMIT = 40

type Cluster = { stop: () => Promise<void>; webs: { url: string }[] }
let cluster: Cluster | null = null
let dataDir = ''

test.use({ baseURL: site })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(420_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-e2e-cluster-'))
  // A path in a variable: TypeScript does not follow it into the script's JavaScript.
  const lib = new URL('../../../../scripts/lib/cluster.mjs', import.meta.url).href
  const { startCluster } = (await import(lib)) as {
    startCluster: (options: Record<string, unknown>) => Promise<Cluster>
  }
  cluster = await startCluster({
    processes: 2,
    ports,
    dataDir,
    databaseName: 'smedja_e2e_cluster',
    distDir: '.next-e2e',
    build: false,
    stdio: ['ignore', 'ignore', 'inherit'],
    log: () => {},
    env: {
      // The secrets the build was made with (tests/e2e/server.mjs, freshSiteEnv 'e2e').
      PAYLOAD_SECRET: 'e2e-payload-secret-0123456789abcdef',
      NONCE_SECRET: 'e2e-nonce-secret-0123456789abcdef',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ANALYTICS_RATE_LIMIT_MAX: String(ANALYTICS_LIMIT),
    },
  })
})

test.afterAll(async () => {
  await cluster?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/**
 * The editor's token from `base`, signed in on a context of their own: Payload's session cookie is
 * per host, not per port, and would send the visitor's requests past the front cache.
 */
async function signIn(
  playwright: { request: { newContext: () => Promise<APIRequestContext> } },
  base: string,
) {
  const editor = await playwright.request.newContext()
  try {
    const login = await editor.post(`${base}/api/users/login`, { data: admin })
    expect(login.status()).toBe(200)
    return ((await login.json()) as { token: string }).token
  } finally {
    await editor.dispose()
  }
}

const body = async (request: APIRequestContext, url: string) => (await request.get(url)).text()

test('a publish through one process is visible on the other and through the front cache within a second', async ({
  playwright,
  request,
}) => {
  const token = await signIn(playwright, processA)
  const auth = { Authorization: `JWT ${token}` }
  const word = `kluster${Date.now().toString(36)}`
  const created = await request.post(`${processA}/api/pages`, {
    headers: auth,
    data: { title: `Före ${word}`, slug: word, _status: 'published', layout: [] },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    // Both processes have the page in the shared cache, the front cache has it too.
    await expect.poll(() => body(request, `${processB}/${word}`)).toContain(`Före ${word}`)
    expect(await body(request, `${processA}/${word}`)).toContain(`Före ${word}`)
    await request.get(`${site}/${word}`)
    const cached = await request.get(`${site}/${word}`)
    expect(cached.headers()['x-cache']).toBe('HIT')
    expect(await cached.text()).toContain(`Före ${word}`)

    const edited = await request.patch(`${processA}/api/pages/${doc.id}`, {
      headers: auth,
      data: { title: `Efter ${word}`, _status: 'published' },
    })
    expect(edited.status()).toBe(200)
    // Visible = a request sent that long after the save answers with the new page (the time the
    // page takes to render on a busy machine is not part of how fast a publish spreads).
    const saved = Date.now()
    const seen = { b: -1, site: -1 }
    const watch = async (key: 'b' | 'site', url: string) => {
      while (seen[key] < 0 && Date.now() - saved < 10_000) {
        const sent = Date.now()
        if ((await body(request, url)).includes(`Efter ${word}`)) seen[key] = sent - saved
        else await new Promise((r) => setTimeout(r, 50))
      }
    }
    await Promise.all([watch('b', `${processB}/${word}`), watch('site', `${site}/${word}`)])
    console.log(
      `[cluster] publish visible on B ${seen.b} ms, through Varnish ${seen.site} ms after the save`,
    )
    expect(seen.b, 'visible on the other process (ms)').toBeGreaterThanOrEqual(0)
    expect(seen.b).toBeLessThanOrEqual(1000)
    expect(seen.site, 'visible through the front cache (ms)').toBeGreaterThanOrEqual(0)
    expect(seen.site).toBeLessThanOrEqual(1000)
  } finally {
    await request.delete(`${processA}/api/pages/${doc.id}`, { headers: auth })
  }
})

test('a token and a nonce made by one process are taken by the other', async ({
  playwright,
  request,
}) => {
  // Payload's session token (signed with the shared secret) from A opens the account on B.
  const token = await signIn(playwright, processA)
  const me = await request.get(`${processB}/api/users/me`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(admin.email)

  // The ajax nonce embedded in a page rendered by A is accepted by B; a made-up one is not.
  const html = await body(request, `${processA}/om-oss`)
  const nonce = /"et_frontend_nonce":"([0-9a-f]{20})"/.exec(html)?.[1]
  expect(nonce, 'the page carries its ajax nonce').toBeTruthy()
  const search = (value: string) =>
    request.post(`${processB}/api/ajax`, {
      form: { action: 'smedja_site_search', q: 'olja', et_frontend_nonce: value },
    })
  const accepted = await search(nonce!)
  expect(accepted.status()).toBe(200)
  expect(((await accepted.json()) as { success: boolean }).success).toBe(true)
  expect((await search('0123456789abcdef0123')).status()).toBe(403)
})

async function fill(page: Page, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value)
}

test('the shop journey through the front cache: add to cart, checkout, order received', async ({
  page,
  request,
}) => {
  await page.goto('/produkt/oljefilter-hf-200')
  await expect(page.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
  // The product picture comes out of the bucket, through Payload and Next's image optimiser.
  const picture = page.locator('main img').first()
  await expect(picture).toBeVisible()
  const src = await picture.getAttribute('src')
  expect(src).toBeTruthy()
  expect((await request.get(src!)).status()).toBe(200)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click()
  await expect(page.getByText('”Oljefilter HF-200” har lagts till i din varukorg.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Varukorg, 1 vara' })).toBeVisible()
  // Whichever process answers next, the cart is the same.
  for (let i = 0; i < 3; i++) {
    await page.reload()
    await expect(page.getByRole('link', { name: 'Varukorg, 1 vara' })).toBeVisible()
  }

  await page.getByRole('link', { name: 'Varukorg, 1 vara' }).click()
  await expect(page).toHaveURL(/\/varukorg$/)
  await page.getByRole('link', { name: 'Gå till kassan' }).click()
  await expect(page).toHaveURL(/\/kassan$/)
  await fill(page, {
    billing_first_name: 'Karin',
    billing_last_name: 'Ek',
    billing_address_1: 'Storgatan 1',
    billing_postcode: '852 34',
    billing_city: 'Sundsvall',
    billing_phone: '060-12 34 50',
    billing_email: 'karin@example.se',
  })
  await page.getByRole('button', { name: 'Slutför beställning' }).click()
  await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order mottagen')
  await expect(page.locator('.order-details')).toContainText('Oljefilter HF-200')
  await expect(page.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // The receipt reads the same on either process (the order is in the shared database).
  const receipt = new URL(page.url())
  for (const base of [processA, processB]) {
    const html = await body(request, `${base}${receipt.pathname}${receipt.search}`)
    expect(html).toContain('Oljefilter HF-200')
  }
})

test('a rate limit counts requests to both processes together', async ({ request }) => {
  // The analytics limit counts per minute (windows aligned to the clock with Redis): start early in
  // a window, so this test never straddles two.
  const intoWindow = Date.now() % 60_000
  if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoWindow))
  const run = Math.random().toString(36).slice(2, 10)
  const send = (base: string, i: number) =>
    request.post(`${base}/api/statistik`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify({ e: [{ id: `${run}.${i}`, t: 'pageview', p: '/kluster' }] }),
    })
  let accepted = 0
  const refusedBy = new Set<string>()
  for (let i = 0; i < ANALYTICS_LIMIT * 2 + 10 && refusedBy.size < 2; i++) {
    const base = i % 2 === 0 ? processA : processB
    const status = (await send(base, i)).status()
    if (status === 204) accepted++
    else {
      expect(status).toBe(429)
      refusedBy.add(base)
    }
  }
  // Counted apart, the two processes would take about twice the limit between them.
  expect(accepted).toBeGreaterThan(0)
  expect(accepted).toBeLessThanOrEqual(ANALYTICS_LIMIT)
  expect([...refusedBy].sort()).toEqual([processA, processB].sort())
})
