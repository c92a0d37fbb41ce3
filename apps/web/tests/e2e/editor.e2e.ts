import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const email = 'admin@e2e.example'
const password = 'e2e-lösenord-123'

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-post/i).fill(email)
  await page.getByLabel(/lösenord/i).fill(password)
  await page.getByRole('button', { name: /logga in/i }).click()
  await page.waitForURL(/\/admin\/?$/)
}

async function addBlock(page: Page, addLabel: string, blockLabel: string) {
  await page.getByRole('button', { name: addLabel, exact: true }).last().click()
  await page.getByRole('button', { name: blockLabel, exact: true }).last().click()
}

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await page
      .screenshot({ path: testInfo.outputPath('failure.png'), fullPage: true })
      .catch(() => {})
  }
})

test.describe('an editor', () => {
  test('builds a page from section, row, column and module, previews the draft in builder mode and publishes it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await signIn(page)

    await page.goto('/admin/collections/pages/create')
    await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
    // A fresh title per run: the build folder keeps regenerated pages between local runs.
    const title = `Höstkampanj ${Date.now()}`
    const path = `/hostkampanj-${title.split(' ')[1]}`
    await page.getByLabel(/^Titel/).fill(title)
    await addBlock(page, 'Lägg till Sektion', 'Sektion')
    await addBlock(page, 'Lägg till Rad', 'Rad')
    await page.getByRole('button', { name: 'Lägg till Kolumn', exact: true }).click()
    await addBlock(page, 'Lägg till Modul', 'Rubrik')
    const headingInput = page.locator('#field-layout__0__rows__0__columns__0__modules__0__text')
    await headingInput.fill('Boka höstens service nu')

    // The draft (autosaved) shows in the live preview, rendered in builder mode.
    await page.getByRole('button', { name: 'Förhandsgranskning', exact: true }).click()
    const preview = page.frameLocator('iframe#live-preview-iframe')
    await expect(preview.getByRole('heading', { name: 'Boka höstens service nu' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(preview.locator('body')).toHaveAttribute('data-builder-mode', 'true')

    // A separate visitor with no session sees only what is published: nothing yet.
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const visitor = await visitorContext.newPage()
    expect((await visitor.goto(path))?.status()).toBe(404)

    await page.getByRole('button', { name: 'Publicera ändringar' }).click()
    // Publishing regenerates the page and the layout; on a busy 2-core machine that took over 10 s once.
    await expect(page.getByText('Publicerad', { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    })

    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { name: 'Boka höstens service nu' })).toBeVisible()
    await expect(visitor.locator('body')).not.toHaveAttribute('data-builder-mode', 'true')
    await expectNoSeriousA11yViolations(visitor)

    // A change published later replaces the cached public page at once.
    await headingInput.fill('Boka vinterns service nu')
    // "Publicerad" is on screen since the first publish: wait for this publish's own answer instead.
    const published = page.waitForResponse(
      (r) =>
        r.request().method() !== 'GET' &&
        /\/api\/pages\/\d+\?/.test(r.url()) &&
        !r.url().includes('draft=true'),
      { timeout: 30_000 },
    )
    await page.getByRole('button', { name: 'Publicera ändringar' }).click()
    expect((await published).ok()).toBe(true)
    await expect(async () => {
      await visitor.reload()
      await expect(visitor.getByRole('heading', { name: 'Boka vinterns service nu' })).toBeVisible({
        timeout: 1000,
      })
    }).toPass({ timeout: 20_000 })
    await visitorContext.close()
  })

  test('gets the admin in Swedish from an English browser, with no picture fetched from outside', async ({
    browser,
  }) => {
    const english = await browser.newContext({ locale: 'en-US' })
    const page = await english.newPage()
    const outside: string[] = []
    page.on('request', (r) => {
      const host = new URL(r.url()).hostname
      if (host !== '127.0.0.1' && host !== 'localhost') outside.push(r.url())
    })
    // signIn finds the Swedish labels ("E-post", "Logga in") or fails.
    await signIn(page)
    await page.goto('/admin/account')
    await expect(page.getByText('Språk', { exact: true }).first()).toBeVisible()
    await page.waitForLoadState('load')
    expect(outside).toEqual([])
    await english.close()
  })

  test('cannot open the live preview without signing in', async ({ request }) => {
    const response = await request.get('/next/preview?path=/om-oss', { maxRedirects: 0 })
    expect(response.status()).toBe(403)
  })

  test('is never redirected off the site by the preview route', async ({ page }) => {
    await signIn(page)
    await page.goto('/next/preview?path=//evil.example/phish')
    const base = new URL(test.info().project.use.baseURL!)
    expect(new URL(page.url()).origin).toBe(base.origin)
    expect(new URL(page.url()).pathname).toBe('/')
    await page.goto('/next/exit-preview?path=/')
  })
})
