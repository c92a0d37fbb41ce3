import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// tests/e2e/server.mjs starts the network service here and builds the site with NETWORK_URL set to it.
const SERVICE = 'http://127.0.0.1:3310'

/** Every request the page itself makes for the SDK bundle (the service's frames load their own). */
function sdkRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) return
    if (new URL(request.url()).pathname === '/in.js') urls.push(request.url())
  })
  return urls
}

const widget = (page: Page, id: string) => page.locator(`#${id}-widget`)

/** Widgets load only once the visitor allows functional cookies (one placeholder opens them all). */
async function allowFunctional(page: Page) {
  await page
    .locator('[data-consent-gate="functional"]')
    .first()
    .getByRole('button', { name: 'Tillåt funktionella' })
    .click()
  await expect(page.locator('[data-consent-gate="functional"]')).toHaveCount(0)
}

test.describe('network widgets on /natverk (issue 5)', () => {
  test('renders every one of the eleven tags from the network service, loading in.js once', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const requests = sdkRequests(page)
    await page.goto('/natverk')
    await expect(page.getByRole('heading', { level: 1, name: 'Vi i nätverket' })).toBeVisible()
    await allowFunctional(page)

    // The SDK processed every tag: '+init' appended, none lost it again with an error.
    const tags = page.locator('script[type^="IN/"]')
    await expect(tags).toHaveCount(11)
    await expect(page.locator('script[type^="IN/"][type$="+init"]')).toHaveCount(11)
    await expect(page.locator('script[data-in-error]')).toHaveCount(0)

    // Embedded frames come from the service, and each resized itself to its content.
    for (const [id, path] of [
      ['foretagsprofil', '/cws/company/profile'],
      ['foretagsinsikt', '/cws/company/insider'],
      ['jobb', '/cws/jymbii'],
      ['folj', '/cws/followmember'],
      ['fullstandig-profil', '/cws/member/full_profile'],
      ['alumner', '/cws/alumni'],
    ] as const) {
      const frame = widget(page, id).locator('iframe')
      await expect(frame).toHaveCount(1)
      const src = new URL((await frame.getAttribute('src')) ?? '')
      expect(`${src.origin}${src.pathname}`).toBe(`${SERVICE}${path}`)
      expect(src.searchParams.get('xdOrigin')).toBe('http://127.0.0.1:3300')
      await expect(page.frameLocator(`#${id}-widget iframe`).locator('main')).toBeVisible()
      await expect
        .poll(() => frame.evaluate((f) => f.getBoundingClientRect().height))
        .toBeGreaterThan(40)
    }
    const company = new URL(
      (await widget(page, 'foretagsprofil').locator('iframe').getAttribute('src')) ?? '',
    )
    expect(company.searchParams.get('companyIdentifier')).toBe('1001')
    await expect(
      page
        .frameLocator('#foretagsprofil-widget iframe')
        .getByText('Norrberg Industriservice AB')
        .first(),
    ).toBeVisible()

    // The invisible conversion beacon reported this page.
    const beacon = page.locator(`iframe[src^="${SERVICE}/cws/csap/beacon"]`)
    await expect(beacon).toHaveCount(1)
    const beaconUrl = new URL((await beacon.getAttribute('src')) ?? '')
    expect(beaconUrl.searchParams.get('contractId')).toBe('norrberg-natverk')
    expect(beaconUrl.searchParams.get('url')).toBe('http://127.0.0.1:3300/natverk')

    // Link, button and counter widgets.
    await expect(widget(page, 'medlemsprofil').locator('.IN-link')).toHaveText(
      'Anna Lindqvist, underhållschef',
    )
    await expect(widget(page, 'rekommendera').locator('.IN-callout')).toHaveText('42')
    // Share shows the count the service keeps for the shared address (12 345).
    await expect(widget(page, 'dela').locator('.IN-button')).toBeVisible()
    await expect(widget(page, 'dela').locator('.IN-callout')).toHaveText('12 k')

    // One SDK script for the whole page, loaded asynchronously from the service.
    const sdk = page.locator('script[data-network-sdk]')
    await expect(sdk).toHaveCount(1)
    await expect(sdk).toHaveAttribute('src', `${SERVICE}/in.js`)
    expect(await sdk.evaluate((s) => (s as HTMLScriptElement).async)).toBe(true)
    expect(await sdk.evaluate((s) => s.textContent)).toContain('lang: sv_SE')
    expect(requests).toEqual([`${SERVICE}/in.js`])

    await expectNoSeriousA11yViolations(page)
    expect(errors).toEqual([])
  })

  test('the member profile link opens its card on click and a document click closes it', async ({
    page,
  }) => {
    await page.goto('/natverk')
    await allowFunctional(page)
    const link = widget(page, 'medlemsprofil').locator('.IN-link')
    await expect(link).toBeVisible()
    await link.click()
    const card = page.locator('.IN-hovercard')
    await expect(card).toBeVisible()
    await expect(link).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.frameLocator('.IN-hovercard iframe').getByText('Anna Lindqvist').first(),
    ).toBeVisible()
    await page.getByRole('heading', { level: 1, name: 'Vi i nätverket' }).click()
    await expect(card).toBeHidden()
    await expect(link).toHaveAttribute('aria-expanded', 'false')
  })

  test('a page without network widgets loads none of the SDK', async ({ page }) => {
    const requests = sdkRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    await expect(page.locator('script[data-network-sdk]')).toHaveCount(0)
    await expect(page.locator('link[href$="/in.js"]')).toHaveCount(0)
    expect(await page.evaluate(() => 'IN' in window)).toBe(false)
  })
})
