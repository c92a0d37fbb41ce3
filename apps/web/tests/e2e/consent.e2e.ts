import type { APIRequestContext, BrowserContext } from '@playwright/test'

import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// Cookie consent (issue 14; spec 1, 4.9, 7.4): the banner, the preferences dialog behind the footer's
// "Cookie-inställningar", the consent cookie's CookieYes format, Google Consent Mode, the consent log,
// the tags loaded after consent and the consent-gated embeds. Tests run offline: every request to
// another origin is recorded and answered here, so nothing leaves the machine.

const ADMIN = { email: 'admin@e2e.example', password: 'e2e-lösenord-123' }
const GA4_ID = 'G-E2ETEST42'
const COOKIE_FORMAT =
  /^consentid:([0-9a-f]{32}),consent:(yes|no),action:yes,necessary:yes,functional:(yes|no),analytics:(yes|no),performance:(yes|no),advertisement:(yes|no),other:(yes|no)$/

/** Records every request to another origin and answers it locally. */
async function thirdParty(page: Page, baseURL: string | undefined): Promise<string[]> {
  const origin = new URL(baseURL!).origin
  const requests: string[] = []
  const foreign = (url: URL) => /^https?:$/.test(url.protocol) && url.origin !== origin
  page.on('request', (request) => {
    if (foreign(new URL(request.url()))) requests.push(request.url())
  })
  await page.route(foreign, (route) => {
    const url = new URL(route.request().url())
    if (url.pathname.startsWith('/gtag/js'))
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.fakeGtagLoaded = (window.fakeGtagLoaded || 0) + 1',
      })
    if (route.request().resourceType() === 'document')
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="sv"><title>Spelare</title><p>Spelare</p></html>',
      })
    return route.fulfill({ status: 204 })
  })
  return requests
}

/** The consent cookie's value and the policy version the visitor answered. */
async function consentCookie(context: BrowserContext) {
  const cookies = await context.cookies()
  return {
    value: cookies.find((c) => c.name === 'smedja-consent')?.value ?? null,
    version: cookies.find((c) => c.name === 'smedja-consent-version')?.value ?? null,
    cookie: cookies.find((c) => c.name === 'smedja-consent') ?? null,
  }
}

/** The consent cookie's value, for polling: a decision's code loads on the first decision. */
const cookieValue = async (context: BrowserContext) => (await consentCookie(context)).value

/** The consent id in the cookie, once it is there, after checking the value is exactly CookieYes' format. */
async function consentIdOf(context: BrowserContext): Promise<string> {
  await expect.poll(() => cookieValue(context)).toMatch(COOKIE_FORMAT)
  return COOKIE_FORMAT.exec((await cookieValue(context))!)![1]!
}

/** The gtag commands on the page's data layer, as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry === 'object' && entry !== null && 'length' in entry)
      .map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]),
  )

/** A staff session of its own (never the visitor's cookies). */
async function admin(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL?: string,
) {
  const api = await playwright.request.newContext({ baseURL })
  const login = await api.post('/api/users/login', { data: ADMIN })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  return {
    updateSettings: async (data: Record<string, unknown>) => {
      const response = await api.post('/api/globals/consent-settings', { headers, data })
      expect(response.ok(), await response.text()).toBe(true)
    },
    records: async (consentId: string) => {
      const response = await api.get(
        `/api/consent-records?where[consentId][equals]=${consentId}&sort=createdAt&limit=50&depth=0`,
        { headers },
      )
      return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
    },
    csv: async (consentId: string) =>
      (
        await api.get(`/api/consent-records/export.csv?where[consentId][equals]=${consentId}`, {
          headers,
        })
      ).text(),
    dispose: () => api.dispose(),
  }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Vi använder cookies' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie-inställningar' })
const footerLink = (page: Page) =>
  page.locator('footer').getByRole('button', { name: 'Cookie-inställningar' })

test.describe('cookie consent', () => {
  test('a first visit shows the banner, moves nothing and requests nothing from a third party', async ({
    page,
    baseURL,
  }) => {
    // When the banner appears, and every layout shift after that.
    await page.addInitScript(() => {
      const w = window as unknown as { bannerAt: number | null; shiftsAfterBanner: number }
      w.bannerAt = null
      w.shiftsAfterBanner = 0
      new MutationObserver(() => {
        if (w.bannerAt === null && document.querySelector('[data-consent-banner]'))
          w.bannerAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          if (w.bannerAt !== null && entry.startTime >= w.bannerAt)
            w.shiftsAfterBanner += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const requests = await thirdParty(page, baseURL)
    const beacons: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/samtycke')
        beacons.push(request.postData() ?? '')
    })
    const html = await (await page.request.get('/moduler')).text()
    // The server sends no banner: cached pages are the same for everyone.
    expect(html).not.toContain('data-consent-banner')

    await page.goto('/moduler')
    await expect(banner(page)).toBeVisible()
    const accept = banner(page).getByRole('button', { name: 'Acceptera alla' })
    const reject = banner(page).getByRole('button', { name: 'Avvisa alla' })
    await expect(banner(page).getByRole('button', { name: 'Inställningar' })).toBeVisible()
    // Equally prominent: the same size and colours.
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el)
        return [
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          el.getBoundingClientRect().height,
        ]
      })
    expect(await look(reject)).toEqual(await look(accept))
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    // The embeds wait behind their placeholders.
    await expect(page.locator('#youtube-film [data-consent-gate]')).toContainText('YouTube')
    await expect(page.locator('#spotify [data-consent-gate]')).toContainText('Spotify')
    await expectNoSeriousA11yViolations(page)

    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    // Nothing moves when the banner appears (the page's own modules may settle by a hair meanwhile).
    expect(
      await page.evaluate(
        () => (window as unknown as { shiftsAfterBanner: number }).shiftsAfterBanner,
      ),
    ).toBeLessThan(0.001)
    // The banner's page-view beacon went to the consent log.
    await expect
      .poll(() => beacons)
      .toContainEqual(JSON.stringify({ type: 'view', page: '/moduler' }))
    expect((await consentCookie(page.context())).value).toBeNull()
    // Consent Mode's defaults are on the data layer, all denied, before any tag.
    expect(await dataLayer(page)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'denied',
          wait_for_update: 2000,
        },
      ],
    ])
  })

  test('“Avvisa alla” stores a refusal in the exact cookie format and still nothing third-party loads', async ({
    page,
    baseURL,
    context,
  }) => {
    const requests = await thirdParty(page, baseURL)
    await page.goto('/moduler')
    await banner(page).getByRole('button', { name: 'Avvisa alla' }).click()
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    await expect.poll(() => cookieValue(context)).toMatch(COOKIE_FORMAT)
    const { value, version, cookie } = await consentCookie(context)
    expect(value).toMatch(
      /^consentid:[0-9a-f]{32},consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no$/,
    )
    expect(version).toBe('1')
    expect(cookie!.sameSite).toBe('Lax')
    expect(cookie!.path).toBe('/')
    // One year (365 days), give or take the test's own seconds.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(365 * 86400 - 120)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(365 * 86400 + 120)
    const layer = await dataLayer(page)
    expect(layer.at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
      },
    ])
    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toHaveCount(0)
    await expect(page.locator('#youtube-film [data-consent-gate]')).toBeVisible()
    expect(requests).toEqual([])
  })

  test('the placeholders open an embed once, or allow its category, and only then is it requested', async ({
    page,
    baseURL,
    context,
  }) => {
    const requests = await thirdParty(page, baseURL)
    await page.goto('/moduler#inbaddat')
    const spotify = page.locator('#spotify')
    await spotify.getByRole('button', { name: 'Visa spelaren en gång' }).click()
    await expect(spotify.locator('iframe[title="Spellista: musik i verkstaden"]')).toHaveAttribute(
      'src',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    )
    await expect
      .poll(() => requests.some((url) => url.startsWith('https://open.spotify.com/embed/')))
      .toBe(true)
    // Once is not consent: nothing stored, the banner still asks, YouTube still waits.
    expect((await consentCookie(context)).value).toBeNull()
    await expect(banner(page)).toBeVisible()
    expect(requests.filter((url) => !url.startsWith('https://open.spotify.com/'))).toEqual([])

    const film = page.locator('#youtube-film')
    await film.getByRole('button', { name: 'Tillåt funktionella' }).click()
    // Focus follows to the player's button that took the placeholder's place.
    const play = film.getByRole('button', { name: /Spela upp video/ })
    await expect(play).toBeFocused()
    expect(requests.filter((url) => url.includes('youtube'))).toEqual([])
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => cookieValue(context)).toMatch(/,functional:yes,analytics:no,/)
    await expectNoSeriousA11yViolations(page)
    await play.press('Enter')
    await expect(film.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/,
    )
    await expect
      .poll(() => requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/')))
      .toBe(true)
  })

  test('the footer link changes and withdraws consent; the log holds each decision once', async ({
    page,
    baseURL,
    context,
    playwright,
  }) => {
    const staff = await admin(playwright, baseURL)
    try {
      const requests = await thirdParty(page, baseURL)
      await page.goto('/industriunderhall')
      await banner(page).getByRole('button', { name: 'Acceptera alla' }).click()
      const consentId = await consentIdOf(context)
      await expect
        .poll(() => cookieValue(context))
        .toBe(
          `consentid:${consentId},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes,other:yes`,
        )

      // Change: from the footer, with the keyboard.
      await footerLink(page).focus()
      await page.keyboard.press('Enter')
      await expect(dialog(page)).toBeVisible()
      await expect(dialog(page).locator('[data-consent-id]')).toHaveText(consentId)
      await expect(dialog(page).getByText('Google Analytics').first()).toBeAttached()
      await expect(dialog(page).getByRole('checkbox', { name: 'Nödvändiga' })).toBeDisabled()
      await expectNoSeriousA11yViolations(page)
      // Tab stays in the dialog, round and round.
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab')
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
        ).toBe(true)
      }
      await dialog(page).getByRole('checkbox', { name: 'Marknadsföring' }).uncheck()
      await dialog(page).getByRole('button', { name: 'Spara mina val' }).click()
      await expect(dialog(page)).toBeHidden()
      await expect(footerLink(page)).toBeFocused()
      await expect
        .poll(() => cookieValue(context))
        .toBe(
          `consentid:${consentId},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:no,other:yes`,
        )
      expect((await dataLayer(page)).at(-1)).toEqual([
        'consent',
        'update',
        expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'granted' }),
      ])

      // Escape closes without a decision.
      await footerLink(page).click()
      await expect(dialog(page)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
      await expect(footerLink(page)).toBeFocused()

      // Withdrawal.
      await footerLink(page).click()
      await dialog(page).getByRole('button', { name: 'Avvisa alla' }).click()
      await expect(dialog(page)).toBeHidden()
      await expect
        .poll(() => cookieValue(context))
        .toBe(
          `consentid:${consentId},consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no`,
        )

      // Three decisions, each stored once, in order.
      await expect.poll(async () => (await staff.records(consentId)).length).toBe(3)
      const log = await staff.records(consentId)
      expect(
        log.map((r) => [r.kind, r.advertisement, r.analytics, r.policyVersion, r.page]),
      ).toEqual([
        ['first', true, true, 1, '/industriunderhall'],
        ['change', false, true, 1, '/industriunderhall'],
        ['withdrawal', false, false, 1, '/industriunderhall'],
      ])
      expect(log.every((r) => r.ip === '127.0.0.0')).toBe(true)
      const csv = await staff.csv(consentId)
      expect(csv.split('\r\n').filter((line) => line.includes(consentId))).toHaveLength(3)
      expect(csv).toContain('"Återkallelse"')
      // No tag is configured here: even with everything allowed, no Google or Meta request.
      expect(requests.filter((url) => /google|facebook|doubleclick/.test(url))).toEqual([])
    } finally {
      await staff.dispose()
    }
  })

  test('accepting analytics loads GA4 (configured by staff), and a raised policy version asks again', async ({
    page,
    baseURL,
    context,
    playwright,
  }) => {
    const staff = await admin(playwright, baseURL)
    try {
      await staff.updateSettings({ tags: { ga4MeasurementId: GA4_ID } })
      // The policy allows Google's hosts once the id is set, and the pages carry the id.
      await expect
        .poll(
          async () =>
            (await page.request.get('/industriunderhall')).headers()['content-security-policy'],
          {
            timeout: 30_000,
          },
        )
        .toContain('https://www.googletagmanager.com')
      await expect
        .poll(async () => (await page.request.get('/industriunderhall')).text(), {
          timeout: 30_000,
        })
        .toContain(GA4_ID)

      const requests = await thirdParty(page, baseURL)
      await page.goto('/industriunderhall')
      await expect(banner(page)).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(requests).toEqual([])

      // Analytics only, through the dialog.
      await banner(page).getByRole('button', { name: 'Inställningar' }).click()
      await expect(dialog(page)).toBeVisible()
      await dialog(page).getByRole('checkbox', { name: 'Analys' }).check()
      await dialog(page).getByRole('button', { name: 'Spara mina val' }).click()
      await expect(dialog(page)).toBeHidden()
      await expect(banner(page)).toBeHidden()
      await expect
        .poll(() => requests.filter((url) => /google|facebook|doubleclick/.test(url)))
        .toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA4_ID}`])
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { fakeGtagLoaded?: number }).fakeGtagLoaded),
        )
        .toBe(1)
      expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe(
        'function',
      )
      const layer = await dataLayer(page)
      expect(layer.find((entry) => entry[0] === 'consent' && entry[1] === 'update')).toEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
      ])
      expect(layer).toContainEqual(['config', GA4_ID])
      // The video embeds are functional, not analytics: still waiting.
      const consentId = await consentIdOf(context)
      await expect
        .poll(() => cookieValue(context))
        .toMatch(/,functional:no,analytics:yes,performance:no,advertisement:no,other:no$/)

      // A raised policy version: the same visitor is asked again, under the same consent id.
      await staff.updateSettings({ policyVersion: 2 })
      await expect
        .poll(async () => (await page.request.get('/industriunderhall')).text(), {
          timeout: 30_000,
        })
        .toContain('"version":2')
      await page.reload()
      await expect(banner(page)).toBeVisible()
      await banner(page).getByRole('button', { name: 'Avvisa alla' }).click()
      await expect.poll(async () => (await consentCookie(context)).version).toBe('2')
      expect(await consentIdOf(context)).toBe(consentId)
      await page.reload()
      await expect(footerLink(page)).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(banner(page)).toHaveCount(0)
      await expect
        .poll(async () => (await staff.records(consentId)).map((r) => r.policyVersion))
        .toEqual([1, 2])
    } finally {
      await staff.updateSettings({ policyVersion: 1, tags: { ga4MeasurementId: '' } })
      await staff.dispose()
    }
  })

  test('Global Privacy Control refuses advertisement even on “Acceptera alla”', async ({
    page,
    baseURL,
    context,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    await thirdParty(page, baseURL)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Acceptera alla' }).click()
    await expect
      .poll(() => cookieValue(context))
      .toMatch(
        /,consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:no,other:yes$/,
      )
    await footerLink(page).click()
    const advertisement = dialog(page).getByRole('checkbox', { name: 'Marknadsföring' })
    await expect(advertisement).toBeDisabled()
    await expect(advertisement).not.toBeChecked()
    await expect(dialog(page)).toContainText('Global Privacy Control')
  })
})
