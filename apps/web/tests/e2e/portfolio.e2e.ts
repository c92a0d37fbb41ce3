import { expect, hydrated, test, type Locator, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const hash = (page: Page) => page.evaluate(() => decodeURIComponent(window.location.hash))

/** The projects the portfolio shows now. */
const shown = (portfolio: Locator) =>
  portfolio.locator('.portfolio-grid > li').filter({ visible: true })

/** The portfolio once its island runs: the projects off the page carry `hidden`. */
async function hydratedPortfolio(page: Page, id = 'projektportfolj') {
  const portfolio = page.locator(`#${id}`)
  await portfolio.scrollIntoViewIfNeeded()
  await expect(portfolio.locator('.portfolio-grid > li[hidden]').first()).toBeAttached()
  return portfolio
}

const titles = (list: Locator) => list.locator('.blog-listing-title').allTextContents()

test.describe('filterable portfolio (spec 2.3, 3.6, 9.4)', () => {
  test('filters and pages by clicks, keeps its hash entry beside the gallery’s and restores it on reload', async ({
    page,
  }) => {
    // Another module's entry is already in the address; the portfolio must keep it.
    await page.goto('/moduler#galleri|2')
    const portfolio = await hydratedPortfolio(page)
    const filters = portfolio.getByRole('navigation', { name: /filtrera efter kategori/ })
    const pager = portfolio.getByRole('navigation', { name: 'Projekt, sidor' })
    const status = portfolio.getByRole('status')

    // Twelve projects, four a page: page 1 of 3.
    await expect(shown(portfolio)).toHaveCount(4)
    await expect(filters.getByRole('link', { name: 'Alla', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(pager.getByRole('link', { name: 'Sida 3' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await filters.getByRole('link', { name: 'Analys', exact: true }).click()
    await expect.poll(() => hash(page)).toBe('#galleri|2||projektportfolj|analys|1')
    await expect(status).toHaveText('Visar 4 projekt i Analys')
    await expect(shown(portfolio)).toHaveCount(4)
    for (const item of await shown(portfolio).all()) {
      await expect(item).toHaveClass(/project_category_analys/)
    }
    await expect(filters.getByRole('link', { name: 'Analys', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // Four projects fit on one page: no page links.
    await expect(pager).toHaveCount(0)

    await filters.getByRole('link', { name: 'Underhåll', exact: true }).click()
    await expect(status).toHaveText('Visar 8 projekt i Underhåll')
    const firstPage = await shown(portfolio).locator('h3').allTextContents()
    await pager.getByRole('link', { name: 'Sida 2' }).click()
    await expect.poll(() => hash(page)).toBe('#galleri|2||projektportfolj|underhall|2')
    await expect(status).toHaveText('Sida 2 av 2')
    await expect(shown(portfolio)).toHaveCount(4)
    const secondPage = await shown(portfolio).locator('h3').allTextContents()
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
    // Focus continues from the first project of the new page.
    await expect(shown(portfolio).first().getByRole('link')).toBeFocused()

    await page.reload()
    await hydratedPortfolio(page)
    await expect(filters.getByRole('link', { name: 'Underhåll', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(pager.getByRole('link', { name: 'Sida 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(shown(portfolio).locator('h3')).toHaveText(secondPage)
    expect(await hash(page)).toBe('#galleri|2||projektportfolj|underhall|2')
    // The gallery restored its own entry from the same address.
    await expect(
      page.locator('#galleri').getByRole('link', { name: 'Sida 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page')

    // Back steps to page 1 of the same filter, then to the previous filter.
    await page.goBack()
    await expect(pager.getByRole('link', { name: 'Sida 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(shown(portfolio).locator('h3')).toHaveText(firstPage)
    await page.goBack()
    await expect(filters.getByRole('link', { name: 'Analys', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expectNoSeriousA11yViolations(page)
  })

  test('works from the keyboard: Tab along the filters, Enter to choose, Enter on a page link', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const portfolio = await hydratedPortfolio(page)
    const filters = portfolio.getByRole('navigation', { name: /filtrera efter kategori/ })
    await filters.getByRole('link', { name: 'Alla', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(filters.getByRole('link', { name: 'Analys', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(filters.getByRole('link', { name: 'Installation', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(() => hash(page)).toBe('#projektportfolj|installation|1')
    await expect(portfolio.getByRole('status')).toHaveText('Visar 4 projekt i Installation')
    await expect(filters.getByRole('link', { name: 'Installation', exact: true })).toBeFocused()

    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => hash(page)).toBe('#projektportfolj|all|1')
    const pager = portfolio.getByRole('navigation', { name: 'Projekt, sidor' })
    await pager.getByRole('link', { name: 'Sida 3' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => hash(page)).toBe('#projektportfolj|all|3')
    await expect(shown(portfolio)).toHaveCount(4)
    await expect(shown(portfolio).first().getByRole('link')).toBeFocused()
    // On the last page next is gone and previous leads back.
    await expect(pager.getByRole('link', { name: /Nästa/ })).toHaveCount(0)
    await pager.getByRole('link', { name: /Föregående/ }).focus()
    await page.keyboard.press('Enter')
    await expect(pager.getByRole('link', { name: 'Sida 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('restores filter and page from the hash on load and on a hash change', async ({ page }) => {
    await page.goto('/moduler#projektportfolj|installation|1||galleri|3')
    const portfolio = await hydratedPortfolio(page)
    const filters = portfolio.getByRole('navigation', { name: /filtrera efter kategori/ })
    await expect(filters.getByRole('link', { name: 'Installation', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(shown(portfolio)).toHaveCount(4)
    for (const item of await shown(portfolio).all()) {
      await expect(item).toHaveClass(/project_category_installation/)
    }
    await expect(
      page.locator('#galleri').getByRole('link', { name: 'Sida 3', exact: true }),
    ).toHaveAttribute('aria-current', 'page')

    // A changed hash (with characters the format strips) selects the filter and page it names.
    await page.evaluate(() => {
      window.location.hash = '#galleri|3||projektportfolj|underhall|2!'
    })
    await expect.poll(() => hash(page)).toBe('#galleri|3||projektportfolj|underhall|2')
    await expect(filters.getByRole('link', { name: 'Underhåll', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(portfolio.getByRole('link', { name: 'Sida 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // An unknown category and page fall back to every project, page 1.
    await page.evaluate(() => {
      window.location.hash = '#projektportfolj|okand|9'
    })
    await expect(filters.getByRole('link', { name: 'Alla', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(portfolio.getByRole('link', { name: 'Sida 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the fullwidth portfolio shows every project on one page and filters them too', async ({
    page,
  }) => {
    await page.goto('/moduler')
    await hydratedPortfolio(page)
    const wall = page.locator('#projektvagg')
    await wall.scrollIntoViewIfNeeded()
    await expect(shown(wall)).toHaveCount(12)
    await expect(wall.locator('.pagination')).toHaveCount(0)
    await wall.getByRole('link', { name: 'Analys', exact: true }).click()
    await expect(shown(wall)).toHaveCount(4)
    await expect.poll(() => hash(page)).toBe('#projektvagg|analys|1')
    // The other portfolio is not affected.
    await expect(
      page.locator('#projektportfolj').getByRole('link', { name: 'Alla', exact: true }),
    ).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('blog listing with ajax pagination (spec 2.3, 7.3 item 5)', () => {
  test('swaps only its container, caches each page, moves focus and steps back and forward', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const listing = page.locator('#blogglista')
    const container = listing.locator('[data-ajax-container]')
    const list = container.locator('ul.blog-listing-posts')
    const pager = listing.getByRole('navigation', { name: 'Blogginlägg, sidor' })
    await listing.scrollIntoViewIfNeeded()
    await hydrated(container)
    await expect(list).toHaveAttribute('aria-label', 'Blogginlägg, sida 1 av 3')
    const firstPage = await titles(list)
    expect(firstPage).toHaveLength(4)

    // Markers: a reload would drop the window property, a re-render of the page would replace the
    // other elements.
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>
      w.__notReloaded = true
      w.__portfolio = document.querySelector('#projektportfolj')
      w.__container = document.querySelector('#blogglista [data-ajax-container]')
      w.__header = document.querySelector('.site-header')
    })
    const sameDom = () =>
      page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>
        return (
          w.__notReloaded === true &&
          w.__portfolio === document.querySelector('#projektportfolj') &&
          w.__container === document.querySelector('#blogglista [data-ajax-container]') &&
          w.__header === document.querySelector('.site-header')
        )
      })
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && /\/moduler\/sida\/\d+$/.test(request.url())) {
        fetched.push(new URL(request.url()).pathname)
      }
    })

    await pager.getByRole('link', { name: 'Sida 2' }).click()
    await expect(page).toHaveURL(/\/moduler\/sida\/2$/)
    await expect(list).toHaveAttribute('aria-label', 'Blogginlägg, sida 2 av 3')
    const secondPage = await titles(list)
    expect(secondPage).toHaveLength(4)
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
    await expect(list).toBeFocused()
    expect(await sameDom()).toBe(true)
    await expectNoSeriousA11yViolations(page)

    await pager.getByRole('link', { name: /Nästa/ }).click()
    await expect(page).toHaveURL(/\/moduler\/sida\/3$/)
    await expect(list).toHaveAttribute('aria-label', 'Blogginlägg, sida 3 av 3')
    await expect(list).toBeFocused()

    // Back and forward step through the pages without loading the document again.
    await page.goBack()
    await expect(page).toHaveURL(/\/moduler\/sida\/2$/)
    await expect(list.locator('.blog-listing-title')).toHaveText(secondPage)
    await page.goBack()
    await expect(page).toHaveURL(/\/moduler$/)
    await expect(list.locator('.blog-listing-title')).toHaveText(firstPage)
    await page.goForward()
    await expect(list.locator('.blog-listing-title')).toHaveText(secondPage)
    expect(await sameDom()).toBe(true)

    // Each page was fetched once: going back to a page uses the cache.
    await pager.getByRole('link', { name: 'Sida 3' }).click()
    await expect(list).toHaveAttribute('aria-label', 'Blogginlägg, sida 3 av 3')
    expect(fetched).toEqual(['/moduler/sida/2', '/moduler/sida/3'])

    // A reload of a later page renders it on the server.
    await page.reload()
    await expect(list).toHaveAttribute('aria-label', 'Blogginlägg, sida 3 av 3')
  })

  test('keeps the other modules’ hash entries and shows the site’s 404 for a page that does not exist', async ({
    page,
  }) => {
    await page.goto('/moduler#galleri|2||projektportfolj|analys|1')
    const listing = page.locator('#blogglista')
    await listing.scrollIntoViewIfNeeded()
    await hydrated(listing.locator('[data-ajax-container]'))
    await listing.getByRole('link', { name: 'Sida 2' }).click()
    await expect(page).toHaveURL(/\/moduler\/sida\/2#/)
    // The hash (other modules' state) survives the new address.
    expect(await hash(page)).toBe('#galleri|2||projektportfolj|analys|1')

    // A page link to a page that does not exist ends on the site's 404 page.
    await listing
      .getByRole('link', { name: 'Sida 3' })
      .evaluate((link) => link.setAttribute('href', '/moduler/sida/99'))
    await listing.getByRole('link', { name: 'Sida 3' }).click()
    await expect(page).toHaveURL(/\/moduler\/sida\/99$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte')
    const reply = await page.request.get('/moduler/sida/99')
    expect(reply.status()).toBe(404)
  })

  test('/blogg pages through its posts the same way', async ({ page }) => {
    await page.goto('/blogg')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogg')
    const list = page.locator('#blogglista ul.blog-listing-posts')
    await expect(list.locator('li')).toHaveCount(6)
    await hydrated(page.locator('#blogglista [data-ajax-container]'))
    await page
      .getByRole('navigation', { name: 'Alla inlägg, sidor' })
      .getByRole('link', { name: 'Sida 2' })
      .click()
    await expect(page).toHaveURL(/\/blogg\/sida\/2$/)
    await expect(list).toHaveAttribute('aria-label', /^Alla inlägg, sida 2 av \d+$/)
    await expect(list).toBeFocused()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogg')
    await expectNoSeriousA11yViolations(page)
    const missing = await page.goto('/blogg/sida/99')
    expect(missing?.status()).toBe(404)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every project is listed, filter links filter by :target and page links are real pages', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const portfolio = page.locator('#projektportfolj')
    await expect(shown(portfolio)).toHaveCount(12)
    await expect(portfolio.locator('.portfolio-pagination')).toBeHidden()

    await portfolio.getByRole('link', { name: 'Analys', exact: true }).click()
    await expect(page).toHaveURL(/#projektportfolj%7Canalys%7C1$/)
    await expect(shown(portfolio)).toHaveCount(4)
    await portfolio.getByRole('link', { name: 'Alla', exact: true }).click()
    await expect(shown(portfolio)).toHaveCount(12)

    const list = page.locator('#blogglista ul.blog-listing-posts')
    const firstPage = await titles(list)
    await page.locator('#blogglista').getByRole('link', { name: 'Sida 2' }).click()
    await expect(page).toHaveURL(/\/moduler\/sida\/2$/)
    await expect(list).toHaveAttribute('aria-label', 'Blogginlägg, sida 2 av 3')
    expect((await titles(list)).filter((title) => firstPage.includes(title))).toEqual([])
  })
})
