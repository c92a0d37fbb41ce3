import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// tests/e2e/server.mjs starts the network service on its own origin and builds the site with
// NETWORK_URL set to it; the site is on 127.0.0.1:3300.
const SERVICE = 'http://127.0.0.1:3310'
const PAGE = '/medarbetare-i-natverket'
/** The partner id the demo seed puts in the site settings. */
const PARTNER_ID = '515151'

/** Every request to the network host, from the page, its frames and its popups. */
function serviceRequests(page: Page): string[] {
  const urls: string[] = []
  page.context().on('request', (request) => {
    if (request.url().startsWith(SERVICE)) urls.push(request.url())
  })
  return urls
}

/** Allows functional cookies through the first consent placeholder (all of them open). */
async function allowFunctional(page: Page) {
  await page
    .locator('[data-consent-gate="functional"]')
    .first()
    .getByRole('button', { name: 'Tillåt funktionella' })
    .click()
  await expect(page.locator('[data-consent-gate="functional"]')).toHaveCount(0)
}

async function signIn(page: Page, email: string) {
  const popupPromise = page.context().waitForEvent('page')
  await page
    .getByRole('button', { name: 'Logga in via nätverket för att gilla och kommentera' })
    .click()
  const popup = await popupPromise
  await popup.waitForURL(/\/oauth\/authorize/)
  await popup.locator('#email').fill(email)
  await popup.locator('#password').fill('demo1234')
  await popup.locator('button[type="submit"]').click()
  // The first time for this API key the member allows the site; then the popup reports and closes.
  const allow = popup.locator('form button[type="submit"]').first()
  await Promise.race([popup.waitForEvent('close'), allow.click().catch(() => undefined)])
  await expect.poll(() => popup.isClosed()).toBe(true)
}

test.describe('Medarbetare i nätverket: the member API from the page (issue 18)', () => {
  test('before consent nothing is requested from the network host, here or on /natverk', async ({
    page,
  }) => {
    const requests = serviceRequests(page)
    await page.goto(PAGE)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Medarbetare i nätverket' }),
    ).toBeVisible()
    // Each network module waits behind a placeholder that names the network.
    const gates = page.locator('[data-consent-gate="functional"]')
    await expect(gates).toHaveCount(3)
    await expect(gates.first()).toContainText('det professionella nätverket')
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page)

    await page.goto('/natverk')
    await expect(page.locator('[data-consent-gate="functional"]')).toHaveCount(11)
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    expect(await page.evaluate(() => 'IN' in window)).toBe(false)
    await expect(page.locator(`link[href^="${SERVICE}"], script[src^="${SERVICE}"]`)).toHaveCount(0)
  })

  test('an anonymous visitor reads the company updates and searches people with facets on an anonymous token', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(PAGE)
    const firstSearch = page.waitForRequest((r) =>
      r.url().startsWith(`${SERVICE}/v1/people-search`),
    )
    await allowFunctional(page)

    // The company's own updates, newest first.
    const updates = page.getByRole('list', { name: 'Nyheter från nätverket' }).getByRole('listitem')
    await expect(updates.first()).toContainText('Vi söker fyra underhållstekniker')
    await expect(updates.nth(1)).toContainText('Norrberg Industriservice tecknar ramavtal')
    await expect(updates.first().locator('time')).toHaveText('19 november 2026')

    // The search ran on an anonymous token (the visitor has not signed in).
    const authorization = (await firstSearch).headers().authorization ?? ''
    expect(authorization).toMatch(/^Bearer anon\./)
    const status = page.getByRole('status').filter({ hasText: /hittades|matchar/ })
    await expect(status).toHaveText(/^\d+ personer hittades\./)

    // Keywords through the labelled search box.
    await page.getByLabel('Sök personer i nätverket').fill('underhåll')
    const keywordSearch = page.waitForRequest((r) => r.url().includes('keywords=underh'))
    await page.getByRole('button', { name: 'Sök', exact: true }).click()
    expect(new URL((await keywordSearch).url()).searchParams.get('keywords')).toBe('underhåll')
    await expect(status).toHaveText(/personer hittades/)
    const results = page.getByRole('list', { name: 'Sökresultat' }).getByRole('listitem')
    const all = await results.count()
    expect(all).toBeGreaterThan(1)

    // A facet, ticked from the keyboard: the search narrows to that town and says so.
    const towns = page.getByRole('group', { name: 'Ort' })
    const vasteras = towns.getByRole('checkbox', { name: /^Västerås \(\d+\)$/ })
    const expected = Number(
      /\((\d+)\)/.exec((await vasteras.locator('xpath=..').textContent()) ?? '')?.[1],
    )
    const facetSearch = page.waitForRequest((r) => r.url().includes('facet='))
    await vasteras.focus()
    await page.keyboard.press('Space')
    const sent = new URL((await facetSearch).url()).searchParams
    expect(sent.getAll('facet')).toEqual(['location,Västerås'])
    expect(sent.get('keywords')).toBe('underhåll')
    await expect(vasteras).toBeChecked()
    await expect(status).toHaveText(
      expected === 1 ? '1 person hittades.' : `${expected} personer hittades.`,
    )
    await expect(results).toHaveCount(Math.min(expected, 10))
    for (const item of await results.all()) await expect(item).toContainText('Västerås')

    // A second facet group narrows further; unticking widens again.
    const companies = page.getByRole('group', { name: 'Nuvarande företag' })
    await expect(
      companies.getByRole('checkbox', { name: /^Norrberg Industriservice AB/ }),
    ).toBeVisible()
    await vasteras.uncheck()
    await expect(results).toHaveCount(all)

    await expectNoSeriousA11yViolations(page)
    expect(errors).toEqual([])
  })

  test('a member signs in with the popup, comments and deletes the comment, and toggles a like', async ({
    page,
  }) => {
    await page.goto(PAGE)
    await allowFunctional(page)
    const post = page.getByRole('article', { name: 'Ramavtal med två pappersbruk i Bergslagen' })
    await expect(post).toContainText('Per Holm')
    await expect(post).toContainText('4 gillningar')
    // Anonymous: reading only.
    await expect(post.getByRole('button', { name: 'Gilla inlägget' })).toHaveCount(0)
    await expect(post.getByRole('textbox', { name: 'Din kommentar' })).toHaveCount(0)

    await signIn(page, 'sara.nilsson@example.se')
    const like = post.getByRole('button', { name: 'Gilla inlägget' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')

    // Like, then unlike: the network's count follows.
    const likeCall = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/v1/posts/9001/relation-to-viewer/is-liked'),
    )
    await like.click()
    expect((await likeCall).postData()).toBe('true')
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(post.getByRole('status')).toHaveText('Du gillar inlägget.')
    await expect(post).toContainText('5 gillningar')
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(post.getByRole('status')).toHaveText('Du gillar inte längre inlägget.')
    await expect(post).toContainText('4 gillningar')

    // An empty comment is refused before anything is sent.
    await post.getByRole('button', { name: 'Skicka kommentar' }).click()
    await expect(post.getByText('Skriv en kommentar först.')).toBeVisible()
    await expect(post.getByRole('textbox', { name: 'Din kommentar' })).toBeFocused()

    // A comment, posted and deleted again.
    const text = 'Grattis till avtalet, vi ses i Bergslagen!'
    await post.getByRole('textbox', { name: 'Din kommentar' }).fill(text)
    await post.getByRole('button', { name: 'Skicka kommentar' }).click()
    await expect(post.getByRole('status')).toHaveText('Din kommentar är publicerad.')
    const comments = post.getByRole('list', { name: /^Kommentarer/ })
    const mine = comments.getByRole('listitem').filter({ hasText: text })
    await expect(mine).toContainText('Sara Nilsson')
    await expect(post.getByRole('textbox', { name: 'Din kommentar' })).toHaveValue('')
    // Only one's own comments can be deleted.
    await expect(comments.getByRole('button', { name: /^Ta bort/ })).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
    await mine.getByRole('button', { name: /^Ta bort din kommentar/ }).click()
    await expect(post.getByRole('status')).toHaveText('Kommentaren är borttagen.')
    await expect(mine).toHaveCount(0)

    await post.getByRole('button', { name: 'Logga ut från nätverket' }).click()
    await expect(
      post.getByRole('button', { name: 'Logga in via nätverket för att gilla och kommentera' }),
    ).toBeVisible()
  })

  test('marketing consent loads the insight tag with the partner id: a page view and the late stylesheet', async ({
    page,
  }) => {
    const requests = serviceRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    const collected = page.waitForResponse(
      (r) => r.url() === `${SERVICE}/insight/collect` && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Acceptera alla' }).click()
    const script = page.locator(`script[src="${SERVICE}/insight.js"]`)
    await expect(script).toHaveAttribute('data-partner-id', PARTNER_ID)
    const response = await collected
    expect(response.status()).toBe(204)
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      pid: PARTNER_ID,
      url: `${new URL(page.url()).origin}/`,
    })
    await expect(
      page.locator(`link[rel="stylesheet"][href="${SERVICE}/insight/insight.css"]`),
    ).toHaveCount(1)
    // A further page: one page view each, the tag added once per page.
    const second = page.waitForResponse((r) => r.url() === `${SERVICE}/insight/collect`)
    await page.goto(PAGE)
    expect((await second).status()).toBe(204)
    await expect(page.locator(`script[src="${SERVICE}/insight.js"]`)).toHaveCount(1)
  })
})
