import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const results = (page: Page) => page.getByRole('region', { name: 'Sökresultat' })
const hits = (page: Page) => results(page).locator('.search-results > li')

test.describe('site search (issue 13)', () => {
  test('searches from the search module and shows ranked hits with the words marked', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const box = page.locator('#sokruta').getByRole('searchbox', { name: 'Sök på webbplatsen' })
    await box.scrollIntoViewIfNeeded()
    await expect(box).toHaveAttribute('placeholder', 'Vad letar du efter?')
    await expectNoSeriousA11yViolations(page)

    // The keyboard path: type and press Enter.
    await box.fill('underhåll')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/sok\?q=underh%C3%A5ll$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sök' })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Sök på webbplatsen' })).toHaveValue(
      'underhåll',
    )
    await expect(results(page).locator('.search-summary')).toContainText(
      /\d+ träffar för ”underhåll”/,
    )

    const first = hits(page).first()
    await expect(first.locator('.search-hit-type')).toHaveText(
      /^(Sida|Blogginlägg|Projekt|Produkt)$/,
    )
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      /^\//,
    )
    // Every highlight is a match of the query, and the best hits have one.
    const marks = results(page).locator('.search-snippet mark')
    await expect(marks.first()).toBeVisible()
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toMatch(/^underh/)
    await expect(
      results(page).getByRole('link', { name: 'Industriunderhåll', exact: true }),
    ).toHaveAttribute('href', '/industriunderhall')
    await expectNoSeriousA11yViolations(page)
  })

  test('the module with its own texts sends its query too', async ({ page }) => {
    await page.goto('/moduler')
    const searchModule = page.locator('#sokruta-smal')
    // The label is for screen readers only; the field still has it as its name.
    const box = searchModule.getByRole('searchbox', { name: 'Sök bland tjänster och produkter' })
    await box.scrollIntoViewIfNeeded()
    await expect(searchModule.locator('.visually-hidden')).toHaveText(
      'Sök bland tjänster och produkter',
    )
    await box.fill('vibrationsanalys')
    await searchModule.getByRole('button', { name: 'Hitta' }).click()
    await expect(page).toHaveURL(/\/sok\?q=vibrationsanalys$/)
    await expect(hits(page).first()).toBeVisible()
    await expect(results(page).locator('.search-snippet mark').first()).toHaveText(
      /^vibrationsanalys$/i,
    )
  })

  test('pages through many hits with plain links', async ({ page }) => {
    await page.goto('/sok?q=och')
    const pager = page.getByRole('navigation', { name: 'Sökresultatens sidor' })
    await expect(hits(page)).toHaveCount(10)
    await expect(pager.getByRole('link', { name: 'Sida 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const firstTitle = await hits(page).first().getByRole('heading').textContent()
    await pager.getByRole('link', { name: 'Nästa' }).click()
    await expect(page).toHaveURL(/\/sok\?q=och&sida=2$/)
    await expect(pager.getByRole('link', { name: 'Sida 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(hits(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '')
    await expect(pager.getByRole('link', { name: 'Föregående' })).toHaveAttribute(
      'href',
      '/sok?q=och',
    )
    await expectNoSeriousA11yViolations(page)
  })

  test('says clearly when nothing matches, and takes any input', async ({ page }) => {
    await page.goto('/sok?q=qwxzyv')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Inga träffar för ”qwxzyv”' }),
    ).toBeVisible()
    await expect(page.getByText('Kontrollera stavningen')).toBeVisible()
    await expect(hits(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // Quotes, stars, brackets and operators are plain text to the search, never syntax.
    const quoted = await page.goto(`/sok?q=${encodeURIComponent('"pump*')}`)
    expect(quoted?.status()).toBe(200)
    await expect(hits(page).first()).toBeVisible()
    const operators = await page.goto(`/sok?q=${encodeURIComponent('"AND* -NOT (ventil) OR')}`)
    expect(operators?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Sök' })).toBeVisible()

    await page.goto('/sok?q=*')
    await expect(page.getByText('Skriv minst två bokstäver eller siffror.')).toBeVisible()
  })

  test('serves a search again from the cache, and draws it anew once the content changes', async ({
    page,
    request,
  }) => {
    const word = `kvantfilter${Date.now().toString(36)}`
    const search = () => request.get(`/sok?q=${word}`)
    const first = await search()
    expect(await first.text()).toContain('Inga träffar för')
    // Same query, other spelling of it: one cache entry.
    const again = await request.get(`/sok?q=${encodeURIComponent(`  ${word} `)}`)
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
    // A path the proxy would not make is not a second entry.
    expect((await request.get('/sok/IGt2YW50/1')).status()).toBe(404)

    // An editor publishes a page with the word: the cached "no hits" must not be served any more.
    const login = await request.post('/api/users/login', {
      data: { email: 'admin@e2e.example', password: 'e2e-lösenord-123' },
    })
    const { token } = (await login.json()) as { token: string }
    const created = await request.post('/api/pages', {
      headers: { Authorization: `JWT ${token}` },
      data: { title: `Mätning med ${word}`, slug: word, _status: 'published', layout: [] },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await expect.poll(async () => (await search()).text()).toContain(`>Mätning med ${word}</a>`)
      await page.goto(`/sok?q=${word}`)
      await expect(hits(page)).toHaveCount(1)
      await expect(page).toHaveURL(new RegExp(`/sok\\?q=${word}$`))
    } finally {
      await request.delete(`/api/pages/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })
    }
    await expect.poll(async () => (await search()).text()).toContain('Inga träffar för')
  })
})

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the module and the results page work as plain HTML', async ({ page }) => {
    await page.goto('/moduler')
    const box = page.locator('#sokruta').getByRole('searchbox')
    await box.fill('pump')
    await page.locator('#sokruta').getByRole('button', { name: 'Sök' }).click()
    await expect(page).toHaveURL(/\/sok\?q=pump$/)
    await expect(hits(page).first().getByRole('link')).toHaveText(/pump/i)
    await expect(results(page).locator('.search-snippet mark').first()).toHaveText(/^pump/i)
  })
})
