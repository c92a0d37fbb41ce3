import { expect, test } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

test.describe('a visitor', () => {
  test('walks home → menu → page → blog post → project, with accessible pages all the way', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Norrberg Industriservice/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vi håller Norrlands industri i rörelse',
    )
    await expectNoSeriousA11yViolations(page)

    const menu = page.getByRole('navigation', { name: 'Huvudmeny' })
    await menu.getByRole('link', { name: 'Om oss' }).click()
    await expect(page).toHaveURL(/\/om-oss$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Norrberg Industriservice')
    await expectNoSeriousA11yViolations(page)

    // The nested menu opens on hover and on keyboard focus.
    await menu.getByRole('link', { name: 'Tjänster' }).hover()
    await menu.getByRole('link', { name: 'Industriunderhåll' }).click()
    await expect(page).toHaveURL(/\/industriunderhall$/)
    await expect(page.getByRole('link', { name: 'Beställ', exact: true })).toBeVisible()
    await expect(page.locator('video')).toHaveCount(3)
    await expectNoSeriousA11yViolations(page)

    await menu.getByRole('link', { name: 'Blogg' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogg')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'Vibrationsanalys hittar felen i tid' }).click()
    await expect(page).toHaveURL(/\/blogg\/vibrationsanalys-hittar-felen-i-tid$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Så går en mätning till' }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await menu.getByRole('link', { name: 'Projekt' }).click()
    await page.getByRole('link', { name: 'Pumpbyte på Timrå vattenverk' }).click()
    await expect(page).toHaveURL(/\/projekt\/vattenverk-timra$/)
    await expect(page.getByText('Timrå kommun')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('gets SEO metadata and Open Graph tags', async ({ page }) => {
    await page.goto('/industriunderhall')
    await expect(page).toHaveTitle('Industriunderhåll med serviceavtal | Norrberg Industriservice')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /fast pris per månad/,
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Industriunderhåll/,
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'sv_SE')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http:\/\/127\.0\.0\.1:\d+\/api\/media\/file\/underhall-pump/,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/industriunderhall$/,
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  })

  test('gets a Swedish 404 page for unknown addresses', async ({ page }) => {
    const response = await page.goto('/det-har-finns-inte')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte')
    await expectNoSeriousA11yViolations(page)
    const deep = await page.goto('/a/b/c')
    expect(deep?.status()).toBe(404)
    const post = await page.goto('/blogg/finns-inte')
    expect(post?.status()).toBe(404)
  })

  test('finds the sitemap and robots.txt', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/industriunderhall</loc>')
    expect(sitemap).toContain('/blogg/nytt-kontor-i-umea</loc>')
    expect(sitemap).toContain('/projekt/ortviken-kartong</loc>')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })

  test('module links to #anchors smooth-scroll and move focus to the target', async ({ page }) => {
    await page.goto('/')
    const before = await page.evaluate(() => window.scrollY)
    await page.getByRole('link', { name: 'Jour och reparationer' }).click()
    await expect(page).toHaveURL(/#kontakta-oss$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 300)
    await expect(page.locator('#kontakta-oss')).toBeFocused()
  })

  test('module links to pages navigate there', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Förebyggande underhåll' }).click()
    await expect(page).toHaveURL(/\/industriunderhall$/)
  })

  test('opens and closes the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Öppna menyn' })
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Kontakt' }),
    ).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Stäng menyn' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Kontakt' }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Öppna menyn' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('answers the ajax endpoint with the page nonce, and refuses without it', async ({
    page,
  }) => {
    await page.goto('/')
    const result = await page.evaluate(async () => {
      const config = JSON.parse(document.getElementById('smedja-config')!.textContent!)
      const send = (fields: Record<string, string>) =>
        fetch(config.ajaxurl, { method: 'POST', body: new URLSearchParams(fields) }).then(
          async (r) => ({ status: r.status, body: await r.json() }),
        )
      return {
        ok: await send({
          action: 'smedja_site_search',
          q: 'pump',
          et_frontend_nonce: config.et_frontend_nonce,
        }),
        forged: await send({
          action: 'smedja_site_search',
          q: 'pump',
          et_frontend_nonce: '0'.repeat(20),
        }),
      }
    })
    expect(result.ok.status).toBe(200)
    expect(result.ok.body.data.hits.map((h: { url: string }) => h.url)).toContain(
      '/projekt/vattenverk-timra',
    )
    expect(result.forged.status).toBe(403)
  })
})
