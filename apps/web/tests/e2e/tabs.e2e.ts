import { expect, test, type Locator, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const hash = (page: Page) => page.evaluate(() => decodeURIComponent(window.location.hash))

/** The tab list of a tabs module, once its island runs (before that the tabs are plain links). */
async function tabList(page: Page, moduleId: string, name: string) {
  const root = page.locator(`#${moduleId}`)
  await expect(root.locator('.tabs')).toHaveAttribute('data-ready', '')
  return root.getByRole('tablist', { name })
}

const selected = (tab: Locator) => expect(tab).toHaveAttribute('aria-selected', 'true')

/**
 * Clicks summary `index` of an accordion or toggle group and resolves with the time until the group
 * stops sliding, measured in the page.
 */
function pressAndTimeSlide(page: Page, groupSelector: string, index: number) {
  return page.evaluate(
    ([selector, i]) =>
      new Promise<number>((resolve) => {
        const group = document.querySelector(selector)!
        const start = performance.now()
        const observer = new MutationObserver(() => {
          if (group.hasAttribute('data-animating')) return
          observer.disconnect()
          resolve(performance.now() - start)
        })
        observer.observe(group, { attributes: true, attributeFilter: ['data-animating'] })
        group.querySelectorAll<HTMLElement>('summary')[i]!.click()
      }),
    [groupSelector, index] as const,
  )
}

test.describe('tabs (spec 2.3, 6)', () => {
  test('follow the WAI-ARIA keyboard path and write the open tab into the hash', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const list = await tabList(page, 'flikar', 'Våra tjänster')
    const tab = (name: string) => list.getByRole('tab', { name, exact: true })
    await list.scrollIntoViewIfNeeded()
    await selected(tab('Översikt'))
    await expect(page.locator('#tab-oversikt')).toBeVisible()
    await expect(page.locator('#tab-tillstandsovervakning')).toBeHidden()
    await expectNoSeriousA11yViolations(page)

    // Automatic activation: the arrow keys open the tab they move to; they wrap around at both ends.
    await tab('Översikt').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Förebyggande underhåll')).toBeFocused()
    await selected(tab('Förebyggande underhåll'))
    await expect(page.locator('#tab-forebyggande-underhall')).toBeVisible()
    await expect(page.locator('#tab-oversikt')).toBeHidden()
    await expect.poll(() => hash(page)).toBe('#flikar|1')
    await page.keyboard.press('End')
    await selected(tab('Jour & haverier'))
    await expect.poll(() => hash(page)).toBe('#flikar|3')
    await page.keyboard.press('ArrowRight')
    await selected(tab('Översikt'))
    await page.keyboard.press('ArrowLeft')
    await selected(tab('Jour & haverier'))
    await page.keyboard.press('Home')
    await expect(tab('Översikt')).toBeFocused()
    await selected(tab('Översikt'))
    await expect.poll(() => hash(page)).toBe('#flikar|0')

    // A roving tabindex: Tab leaves the tab list for the open panel, Shift+Tab comes back to the tab.
    await page.keyboard.press('Tab')
    await expect(page.locator('#tab-oversikt')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(tab('Översikt')).toBeFocused()

    // Manual activation: the arrow keys only move focus; Enter or Space opens the tab.
    const manual = await tabList(page, 'avtalsnivaer', 'Avtalsnivåer')
    const level = (name: string) => manual.getByRole('tab', { name, exact: true })
    await level('Bas').focus()
    await page.keyboard.press('ArrowRight')
    await expect(level('Plus')).toBeFocused()
    await selected(level('Bas'))
    await page.keyboard.press('Enter')
    await selected(level('Plus'))
    await expect(page.locator('#tab-plus')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    await selected(level('Premium'))
    await expect.poll(() => hash(page)).toBe('#flikar|0||avtalsnivaer|2')
    await expectNoSeriousA11yViolations(page)
  })

  test('keep the open tab beside the gallery page in the hash and restore both on reload', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const list = await tabList(page, 'flikar', 'Våra tjänster')
    await list.getByRole('tab', { name: 'Tillståndsövervakning' }).click()
    await expect.poll(() => hash(page)).toBe('#flikar|2')
    const pager = page.locator('#galleri').getByRole('navigation')
    await pager.getByRole('link', { name: 'Sida 2' }).click()
    await expect.poll(() => hash(page)).toBe('#flikar|2||galleri|2')

    await page.reload()
    const restored = await tabList(page, 'flikar', 'Våra tjänster')
    await selected(restored.getByRole('tab', { name: 'Tillståndsövervakning' }))
    await expect(page.locator('#tab-tillstandsovervakning')).toBeVisible()
    await expect(pager.getByRole('link', { name: 'Sida 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await hash(page)).toBe('#flikar|2||galleri|2')

    // An address with both entries in the other order, as a shared link would carry it.
    await page.goto('/moduler#galleri|3||flikar|1')
    await page.reload()
    const shared = await tabList(page, 'flikar', 'Våra tjänster')
    await selected(shared.getByRole('tab', { name: 'Förebyggande underhåll' }))
    await expect(pager.getByRole('link', { name: 'Sida 3' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    // Back steps through the tab states of this visit.
    await shared.getByRole('tab', { name: 'Översikt' }).click()
    await expect.poll(() => hash(page)).toBe('#galleri|3||flikar|0')
    await page.goBack()
    await selected(shared.getByRole('tab', { name: 'Förebyggande underhåll' }))
  })

  test("open the tab a plain '#tab-{slug}' names, from the address and from links", async ({
    page,
  }) => {
    await page.goto('/moduler#tab-jour-haverier')
    const list = await tabList(page, 'flikar', 'Våra tjänster')
    await selected(list.getByRole('tab', { name: 'Jour & haverier' }))
    await expect(page.locator('#tab-jour-haverier')).toBeVisible()

    // 'tab-' is added when the hash lacks it; the tab is scrolled into view.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate(() => {
      window.location.hash = 'tillstandsovervakning'
    })
    await selected(list.getByRole('tab', { name: 'Tillståndsövervakning' }))
    await expect(list).toBeInViewport()

    // A link on the page to '#tab-jour-haverier' opens the tab and pushes the hash.
    await list.getByRole('tab', { name: 'Översikt' }).click()
    await page.getByRole('link', { name: 'Till fliken Jour & haverier' }).click()
    await selected(list.getByRole('tab', { name: 'Jour & haverier' }))
    await expect.poll(() => hash(page)).toBe('#tab-jour-haverier')
    await expect(list).toBeInViewport()
  })

  test('start on the first tab in builder mode whatever the hash says (spec 6)', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/e-post/i).fill('admin@e2e.example')
    await page.getByLabel(/lösenord/i).fill('e2e-lösenord-123')
    await page.getByRole('button', { name: /logga in/i }).click()
    await page.waitForURL(/\/admin\/?$/)
    await page.goto('/next/preview?path=/moduler')
    await expect(page.locator('body')).toHaveAttribute('data-builder-mode', 'true')
    // A fresh document load with the hash: from /moduler itself, goto would only be a fragment
    // navigation, and a reload racing it could load the page without the hash.
    await page.goto('about:blank')
    await page.goto('/moduler#flikar|2')
    await expect(page).toHaveURL(/#flikar\|2$/)
    const list = await tabList(page, 'flikar', 'Våra tjänster')
    await selected(list.getByRole('tab', { name: 'Översikt' }))
    // Tabs still switch in the preview, but the editor's address is left alone.
    await list.getByRole('tab', { name: 'Jour & haverier' }).click()
    await selected(list.getByRole('tab', { name: 'Jour & haverier' }))
    expect(await hash(page)).toBe('#flikar|2')
  })

  test("a module link to '#product_reviews_tab' opens the product's reviews tab (spec 2.3)", async ({
    page,
  }) => {
    // From the showcase: a blurb whose whole box links to the product's reviews.
    await page.goto('/moduler')
    await page
      .locator('a.module-link[href="/produkt/oljefilter-hf-200#product_reviews_tab"]')
      .click()
    await expect(page).toHaveURL(/\/produkt\/oljefilter-hf-200#product_reviews_tab$/)
    await selected(page.getByRole('tab', { name: /Recensioner/ }))
    await expectNoSeriousA11yViolations(page)

    // On the product page itself: the tab opens, the page smooth-scrolls to it and the hash is pushed.
    // Product pages have no module layout yet, so a module link is placed on the page here.
    await page.goto('/produkt/oljefilter-hf-200')
    await selected(page.getByRole('tab', { name: 'Beskrivning' }))
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '#product_reviews_tab'
      link.className = 'module-link-test'
      link.textContent = 'Läs recensionerna'
      document.querySelector('.product-summary')?.append(link)
    })
    await page.getByRole('link', { name: 'Läs recensionerna' }).click()
    await selected(page.getByRole('tab', { name: /Recensioner/ }))
    await expect.poll(() => hash(page)).toBe('#product_reviews_tab')
    await expect(page.getByRole('tab', { name: /Recensioner/ })).toBeFocused()
    await expect(page.getByRole('tablist', { name: 'Produktinformation' })).toBeInViewport()
    await page.goBack()
    await expect.poll(() => hash(page)).toBe('')
  })
})

test.describe('toggle and accordion (spec 4.5, 9.6)', () => {
  test('an accordion on Tjänster: keyboard, one open at a time, 700 ms slide, presses ignored while sliding', async ({
    page,
  }) => {
    await page.goto('/tjanster')
    const faq = page.locator('#fragor')
    const questions = faq.locator('summary')
    const items = faq.locator('details')
    await expect(questions).toHaveCount(6)
    // The island has run: every title says whether it is expanded; the first question starts open.
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
    await expect(questions.nth(1)).toHaveAttribute('aria-controls', 'fragor-del-2')
    await expectNoSeriousA11yViolations(page)

    // Keyboard: Tab reaches the next title, Enter opens it and closes the open one.
    await questions.nth(0).focus()
    await page.keyboard.press('Tab')
    await expect(questions.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await expect(faq.locator('#fragor-del-2')).toBeVisible()
    await expect(faq.locator('.toggle-group')).not.toHaveAttribute('data-animating')
    // Space on the open item does nothing: an accordion always keeps one open.
    await page.keyboard.press('Space')
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')

    // The slide takes 700 ms; a second press while it runs is ignored.
    const slide = await page.evaluate(
      () =>
        new Promise<{ ms: number; expanded: (string | null)[] }>((resolve) => {
          const group = document.querySelector('#fragor .toggle-group')!
          const titles = [...group.querySelectorAll<HTMLElement>('summary')]
          const start = performance.now()
          const observer = new MutationObserver(() => {
            if (group.hasAttribute('data-animating')) return
            observer.disconnect()
            resolve({
              ms: performance.now() - start,
              expanded: titles.map((t) => t.getAttribute('aria-expanded')),
            })
          })
          observer.observe(group, { attributes: true, attributeFilter: ['data-animating'] })
          titles[2]!.click()
          titles[3]!.click()
        }),
    )
    expect(slide.ms).toBeGreaterThanOrEqual(650)
    expect(slide.ms).toBeLessThan(3000)
    expect(slide.expanded).toEqual(['false', 'false', 'true', 'false', 'false', 'false'])
    await expect(faq.locator('details[open]')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
  })

  test('an accordion item that slides up under the header is scrolled to 50 px below it', async ({
    page,
  }) => {
    await page.goto('/tjanster')
    const faq = page.locator('#fragor')
    await expect(faq.locator('summary').nth(0)).toHaveAttribute('aria-expanded', 'true')
    // The second question sits 10 px below the sticky header while the first one is open above it.
    const headerBottom = await page.evaluate(() => {
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom
      const second = document.querySelectorAll('#fragor details')[1]!
      window.scrollBy(0, second.getBoundingClientRect().top - header - 10)
      return header
    })
    await faq.locator('summary').nth(1).click()
    await expect(faq.locator('.toggle-group')).not.toHaveAttribute('data-animating')
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.querySelectorAll('#fragor details')[1]!.getBoundingClientRect().top),
        ),
      )
      .toBe(Math.round(headerBottom + 50))
  })

  test('with reduced motion items open and close at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/tjanster')
    await expect(page.locator('#fragor summary').nth(0)).toHaveAttribute('aria-expanded', 'true')
    const ms = await pressAndTimeSlide(page, '#fragor .toggle-group', 4)
    expect(ms).toBeLessThan(200)
    await expect(page.locator('#fragor details').nth(4)).toHaveAttribute('open', '')
    await expect(page.locator('#fragor details[open]')).toHaveCount(1)
  })

  test('a toggle opens and closes by itself, with the keyboard too', async ({ page }) => {
    await page.goto('/moduler')
    const toggle = page.locator('#fallbar-avtal')
    const title = toggle.locator('summary')
    await expect(title).toHaveAttribute('aria-expanded', 'true')
    await title.scrollIntoViewIfNeeded()
    const ms = await pressAndTimeSlide(page, '#fallbar-avtal .toggle-group', 0)
    expect(ms).toBeGreaterThanOrEqual(650)
    await expect(title).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle.locator('details')).not.toHaveAttribute('open')
    // The other toggle is independent of this one.
    await expect(page.locator('#fallbar-prova summary')).toHaveAttribute('aria-expanded', 'false')

    await title.focus()
    await page.keyboard.press('Enter')
    await expect(title).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle.locator('details')).toHaveAttribute('open', '')
    await expect(toggle.getByText('Planerade besök')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('tabs are links to their panels and the accordion still opens one item at a time', async ({
    page,
  }) => {
    await page.goto('/moduler')
    await expect(page.locator('#tab-oversikt')).toBeVisible()
    await expect(page.locator('#tab-jour-haverier')).toBeHidden()
    await page.locator('#flikar').getByRole('tab', { name: 'Jour & haverier' }).click()
    await expect(page).toHaveURL(/#tab-jour-haverier$/)
    await expect(page.locator('#tab-jour-haverier')).toBeVisible()
    await expect(page.locator('#tab-oversikt')).toBeHidden()

    await page.goto('/tjanster')
    const items = page.locator('#fragor details')
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await page.locator('#fragor summary').nth(2).click()
    await expect(items.nth(2)).toHaveAttribute('open', '')
    await expect(page.locator('#fragor details[open]')).toHaveCount(1)
  })
})
