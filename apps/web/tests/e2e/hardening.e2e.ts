import fs from 'node:fs'

import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'

// Issue 10: security headers per surface, the server-rendered 404, the complete sitemap, robots.txt
// and security.txt. (Every other e2e file checks CSP violations and HTML validity on its pages through
// ./fixtures.)

test.describe('framing', () => {
  test.use({ allowCspViolations: true })

  test('a page of another origin cannot frame the admin, cart, checkout or account', async ({
    page,
    baseURL,
  }) => {
    const paths = ['/admin', '/varukorg', '/kassan', '/konto']
    const log = process.env.E2E_SERVER_LOG!
    const logged = () => fs.readFileSync(log).subarray(logStart).toString('utf8')
    const logStart = fs.existsSync(log) ? fs.statSync(log).size : 0
    // A document of an opaque origin that frames them, as another site would. (Not served through
    // request interception: the browser then holds back the violation reports.)
    await page.setContent(
      `<!doctype html><html lang="en"><title>Inbäddare</title>${paths
        .map((p) => `<iframe title="${p}" src="${baseURL}${p}"></iframe>`)
        .join('')}</html>`,
    )
    for (const path of paths) {
      // A refused frame stays on the browser's error page: nothing of the site is in it.
      const frame = page.frameLocator(`iframe[title="${path}"]`)
      await expect(frame.locator('.site-header, #app, .template-default')).toHaveCount(0)
    }
    // Browsers report the violations to /api/csp-report, which logs each one.
    await expect
      .poll(() => logged().match(/csp_violation[\s\S]*?frame-ancestors/g)?.length ?? 0)
      .toBeGreaterThanOrEqual(paths.length)
  })

  test('the site itself may frame its pages (live preview)', async ({ page }) => {
    await page.goto('/')
    const frameUrl = await page.evaluate(async () => {
      const frame = document.createElement('iframe')
      frame.src = '/kontakt'
      frame.title = 'Förhandsvisning'
      document.body.append(frame)
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
      return frame.contentDocument?.querySelector('h1')?.textContent ?? null
    })
    expect(frameUrl).toBeTruthy()
  })
})

test('each surface carries its headers', async ({ request }) => {
  const page = await request.get('/')
  const csp = page.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).toContain('report-uri /api/csp-report')
  expect(page.headers()['permissions-policy']).toContain('camera=()')
  expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(page.headers()['x-content-type-options']).toBe('nosniff')
  // Loopback runs on http: no HSTS.
  expect(page.headers()['strict-transport-security']).toBeUndefined()

  const checkout = await request.get('/kassan', { maxRedirects: 0 })
  const checkoutCsp = checkout.headers()['content-security-policy'] ?? ''
  // The nonce, then the hashes of our own scripts allowed beside it (the browser-class script).
  expect(checkoutCsp).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic'/,
  )
  // Inline styles stay allowed (style-src); inline scripts never are.
  const scriptSrc = checkoutCsp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(checkout.headers()['x-frame-options']).toBe('SAMEORIGIN')

  const api = await request.get('/api/globals/site-settings')
  expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of [
    '/finns-inte',
    '/tjanster/finns-inte',
    '/blogg/finns-inte',
    '/projekt/finns-inte',
    '/produkt/finns-inte',
    '/team/finns-inte',
    '/kassan/finns-inte',
  ]) {
    test(`${path} renders the Swedish 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte')
      await expect(page).toHaveTitle(/^Sidan hittades inte \| /)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      const sections = page.getByRole('navigation', { name: 'Avsnitt på webbplatsen' })
      await expect(sections.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/')
      expect(await sections.getByRole('link').count()).toBeGreaterThan(2)
      // The search box works without JavaScript too.
      await page.getByRole('searchbox', { name: 'Sök på webbplatsen' }).fill('pump')
      await page.getByRole('button', { name: 'Sök', exact: true }).click()
      await expect(page).toHaveURL(/\/sok\?q=pump/)
    })
  }
})

test('the 404 with JavaScript shows the same page and passes axe', async ({ page }) => {
  const response = await page.goto('/blogg/finns-inte')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte')
  await expect(page).toHaveTitle(/^Sidan hittades inte \| /)
  await expectNoSeriousA11yViolations(page)
})

test('the sitemap lists every public page, post, project and product, and nothing private', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  // Compared with what the API gives an anonymous visitor: published documents only.
  const published = async (
    collection: string,
    where: [string, string] = ['where[_status][equals]', 'published'],
  ) => {
    const res = await request.get(`/api/${collection}`, {
      params: { [where[0]]: where[1], limit: 0, depth: 0, 'select[slug]': true },
    })
    const body = (await res.json()) as { docs: { slug: string }[] }
    return body.docs.map((d) => d.slug)
  }
  for (const slug of await published('pages')) {
    expect(paths).toContain(slug === 'hem' ? '/' : `/${slug}`)
  }
  for (const slug of await published('posts')) expect(paths).toContain(`/blogg/${slug}`)
  for (const slug of await published('projects')) expect(paths).toContain(`/projekt/${slug}`)
  const products = await published('products', ['where[published][equals]', 'true'])
  expect(products.length).toBeGreaterThan(3)
  for (const slug of products) expect(paths).toContain(`/produkt/${slug}`)
  expect(paths).toContain('/butik')
  expect(paths).toContain('/blogg')
  expect(paths.some((p) => p.startsWith('/team/'))).toBe(true)
  for (const p of paths) {
    expect(p).not.toMatch(/^\/(admin|api|kassan|konto|varukorg|sok|next)(\/|$)/)
  }
  expect(new Set(paths).size).toBe(paths.length)
  // Every document entry says when it last changed.
  expect(xml.match(/<lastmod>/g)?.length).toBe(xml.match(/<url>/g)?.length)

  const robots = await (await request.get('/robots.txt')).text()
  for (const p of ['/admin', '/api/', '/kassan', '/konto', '/varukorg']) {
    expect(robots).toContain(`Disallow: ${p}`)
  }
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
})

test('security.txt names a contact and an expiry', async ({ request }) => {
  const res = await request.get('/.well-known/security.txt')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/plain')
  const text = await res.text()
  expect(text).toMatch(/^Contact: (mailto:\S+@\S+|https:\/\/\S+)$/m)
  const expires = text.match(/^Expires: (.+)$/m)?.[1]
  expect(new Date(expires!).getTime()).toBeGreaterThan(Date.now())
  expect(text).toMatch(/^Canonical: http:\/\/127\.0\.0\.1:\d+\/\.well-known\/security\.txt$/m)
})
