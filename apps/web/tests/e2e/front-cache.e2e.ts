import type { APIRequestContext } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'

// The production front cache (Varnish, scripts/front-cache.vcl) that tests/e2e/server.mjs puts in
// front of the site, as `npm run start:prod` does. Everything here goes through it.
const frontCache = `http://127.0.0.1:${process.env.E2E_FRONT_CACHE_PORT}`
const admin = { email: 'admin@e2e.example', password: 'e2e-lösenord-123' }

test.use({ baseURL: frontCache })

test.beforeAll(async ({ request }) => {
  // server.mjs starts the cache once the site answers; the suite may reach this file first.
  await expect
    .poll(async () => (await request.get(`${frontCache}/robots.txt`).catch(() => null))?.status(), {
      message: `the front cache on ${frontCache} (installed by node scripts/ensure-system.mjs)`,
      timeout: 60_000,
    })
    .toBe(200)
})

/** What the front cache says it did with a request: HIT, MISS or PASS. */
async function cacheOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  return {
    status: response.status(),
    cache: response.headers()['x-cache'],
    age: Number(response.headers()['age']),
    body: await response.text(),
  }
}

test.describe('the front cache', () => {
  test('serves a public page and the build assets itself the second time', async ({
    page,
    request,
  }) => {
    const first = await cacheOf(request, '/om-oss')
    expect(first.status).toBe(200)
    const second = await cacheOf(request, '/om-oss')
    expect(second.cache).toBe('HIT')
    expect(second.body).toBe(first.body)
    // Next's s-maxage is for this cache only; the browser asks again.
    expect((await request.get('/om-oss')).headers()['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    )

    // Tracking parameters are not part of the page: the same cached object.
    expect((await cacheOf(request, '/om-oss?utm_source=nyhetsbrev&fbclid=abc')).cache).toBe('HIT')

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    expect(script).toBeTruthy()
    await request.get(script!)
    const asset = await request.get(script!)
    expect(asset.headers()['x-cache']).toBe('HIT')
    expect(asset.headers()['cache-control']).toContain('immutable')
  })

  test('never caches the cart, checkout, account, admin or API', async ({ request }) => {
    for (const path of [
      '/varukorg',
      '/kassan',
      '/konto',
      '/admin',
      '/varukorg/antal',
      '/api/pages',
    ]) {
      for (let i = 0; i < 2; i++) {
        const { cache, age } = await cacheOf(request, path)
        expect(cache, path).toBe('PASS')
        expect(age, path).toBe(0)
      }
    }
    // The admin sets its language cookie: passed through, never kept.
    const admin = await request.get('/admin', { maxRedirects: 0 })
    expect(admin.headers()['x-cache']).toBe('PASS')
  })

  test('a signed-in editor goes past the cache', async ({ request }) => {
    await request.get('/om-oss')
    expect((await cacheOf(request, '/om-oss')).cache).toBe('HIT')
    const signedIn = await request.get('/om-oss', { headers: { cookie: 'payload-token=x' } })
    expect(signedIn.headers()['x-cache']).toBe('PASS')
  })

  test("two visitors through the cache never see each other's cart", async ({ browser }) => {
    const product = '/produkt/oljefilter-hf-200'
    const buyer = await browser.newContext({ baseURL: frontCache })
    const other = await browser.newContext({ baseURL: frontCache })
    try {
      const buyerPage = await buyer.newPage()
      await buyerPage.goto(product)
      await expect(buyerPage.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
      await buyerPage.getByRole('button', { name: 'Lägg i varukorgen' }).click()
      await expect(buyerPage.getByRole('link', { name: 'Varukorg, 1 vara' })).toBeVisible()

      // The other visitor gets the very same cached page, with their own (empty) cart.
      const otherPage = await other.newPage()
      const response = await otherPage.goto(product)
      expect(response?.headers()['x-cache']).toBe('HIT')
      await expect(otherPage.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
      await expectNoSeriousA11yViolations(otherPage)

      // The buyer's cookies do not split or spoil the cache: a cached page, their own cart.
      const again = await buyerPage.reload()
      expect(again?.headers()['x-cache']).toBe('HIT')
      await expect(buyerPage.getByRole('link', { name: 'Varukorg, 1 vara' })).toBeVisible()
      await otherPage.reload()
      await expect(otherPage.getByRole('link', { name: 'Varukorg, 0 varor' })).toBeVisible()
    } finally {
      await buyer.close()
      await other.close()
    }
  })

  test('an edit is visible through the cache once published, search results too', async ({
    playwright,
    request,
  }) => {
    const word = `cache${Date.now().toString(36)}`
    // The editor signs in on a context of their own: the visitor (`request`) carries no session.
    const editor = await playwright.request.newContext({ baseURL: frontCache })
    const login = await editor.post('/api/users/login', { data: admin })
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    // With Payload's session cookie the editor goes past the cache.
    expect((await editor.get('/om-oss')).headers()['x-cache']).toBe('PASS')

    // Cached "no hits" for the word, at the address visitors use.
    const search = `/sok?q=${word}`
    expect((await cacheOf(request, search)).body).toContain('Inga träffar för')
    expect((await cacheOf(request, search)).cache).toBe('HIT')

    const created = await editor.post('/api/pages', {
      headers: auth,
      data: { title: `Före ${word}`, slug: word, _status: 'published', layout: [] },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await expect.poll(async () => (await cacheOf(request, search)).body).toContain(`Före ${word}`)
      expect((await cacheOf(request, `/${word}`)).body).toContain(`Före ${word}`)
      expect((await cacheOf(request, `/${word}`)).cache).toBe('HIT')

      const edited = await editor.patch(`/api/pages/${doc.id}`, {
        headers: auth,
        data: { title: `Efter ${word}`, _status: 'published' },
      })
      expect(edited.status()).toBe(200)
      await expect
        .poll(async () => (await cacheOf(request, `/${word}`)).body)
        .toContain(`Efter ${word}`)
      // …and it is cached again.
      expect((await cacheOf(request, `/${word}`)).cache).toBe('HIT')
    } finally {
      await editor.delete(`/api/pages/${doc.id}`, { headers: auth })
      await editor.dispose()
    }
    await expect.poll(async () => (await cacheOf(request, `/${word}`)).status).toBe(404)
  })
})
