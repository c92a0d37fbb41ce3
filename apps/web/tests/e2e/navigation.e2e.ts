import type { APIRequestContext } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './axe'
import { expect, test, type Page } from './fixtures'

// Site navigation (issue 15, spec 2.7, 4.7): header search, the three menu types, the fixed header,
// dot navigation, scroll-to-top and the browser class. Phone, tablet and desktop widths (spec 9.3).
const WIDTHS = { phone: 375, tablet: 800, desktop: 1280 } as const
const HEIGHT = 800

async function at(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: HEIGHT })
  await page.goto(path)
}

/** Waits until a fading element is fully shown, so axe measures its real contrast. */
async function settled(page: Page, selector: string) {
  await expect
    .poll(() => page.locator(selector).evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1')
}

const menuToggle = (page: Page, open = false) =>
  page.getByRole('button', { name: open ? 'Stäng menyn' : 'Öppna menyn' })
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' })

test.describe('header search', () => {
  for (const [device, width] of Object.entries(WIDTHS)) {
    test(`opens over the menu with focus in the field and closes back to its button (${device})`, async ({
      page,
    }) => {
      await at(page, width, '/')
      const toggle = page.getByRole('button', { name: 'Sök på webbplatsen' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('.header-search')).toHaveAttribute('data-state', 'hidden')
      await toggle.click()
      await expect(page.locator('.header-search')).toHaveAttribute('data-state', 'visible')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const field = page.getByRole('combobox', { name: 'Sökord' })
      await expect(field).toBeFocused()
      // Over the menu: the overlay covers the header bar.
      const [overlay, bar] = await Promise.all([
        page.locator('#sidsok').boundingBox(),
        page.locator('.site-header-inner').boundingBox(),
      ])
      expect(overlay).toEqual(bar)
      await settled(page, '#sidsok')
      await expectNoSeriousA11yViolations(page)

      await page.keyboard.press('Escape')
      await expect(page.locator('.header-search')).toHaveAttribute('data-state', 'hidden')
      await expect(field).toBeHidden()
      await expect(toggle).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(field).toBeFocused()
      await page.getByRole('button', { name: 'Stäng sökrutan' }).click()
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })
  }

  test('suggests the first results as you type, chosen with the arrow keys', async ({ page }) => {
    await at(page, WIDTHS.desktop, '/om-oss')
    await page.getByRole('button', { name: 'Sök på webbplatsen' }).click()
    const field = page.getByRole('combobox', { name: 'Sökord' })
    await expect(field).toBeFocused()
    await field.pressSequentially('underhåll')
    const list = page.getByRole('listbox', { name: 'Förslag' })
    const options = list.getByRole('option')
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    const count = await options.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(5)
    await expect(page.getByRole('status').filter({ hasText: 'förslag' })).toHaveText(
      new RegExp(`^${count} förslag\\.`),
    )
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const second = options.nth(1)
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
    await settled(page, '#sidsok')
    await expectNoSeriousA11yViolations(page)
    // The first Escape closes the list only; the overlay stays.
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(field).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(list).toBeVisible()
    const last = options.last()
    await expect(last).toHaveAttribute('aria-selected', 'true')
    const title = await last.locator('.search-suggestion-title').innerText()
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/om-oss$/)
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(page.locator('.header-search')).toHaveAttribute('data-state', 'hidden')
  })

  test('Enter without a chosen suggestion searches on /sok', async ({ page }) => {
    await at(page, WIDTHS.phone, '/')
    await page.getByRole('button', { name: 'Sök på webbplatsen' }).click()
    await page.getByRole('combobox', { name: 'Sökord' }).fill('pump')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/sok\?q=pump$/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the search button is a link to the search page', async ({ page }) => {
      await at(page, WIDTHS.desktop, '/')
      await page.getByRole('link', { name: 'Sök på webbplatsen' }).click()
      await expect(page).toHaveURL(/\/sok$/)
    })
  })
})

async function signIn(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { email: 'admin@e2e.example', password: 'e2e-lösenord-123' },
  })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

/** Sets the menu type in the header settings, as an editor, and waits until `/` is drawn with it. */
async function setMenuType(request: APIRequestContext, menuType: string) {
  const token = await signIn(request)
  const saved = await request.post('/api/globals/header', {
    headers: { Authorization: `JWT ${token}` },
    data: { menuType },
  })
  expect(saved.ok()).toBe(true)
  await expect
    .poll(async () => (await request.get('/')).text())
    .toContain(`data-menu-type="${menuType}"`)
}

test.describe.serial('menus', () => {
  test.afterAll(async ({ request }) => {
    // The other suites expect the seeded mobile menu.
    await setMenuType(request, 'mobile')
  })

  test('mobile menu: a disclosure below 981 px that keeps focus, locks scrolling and nests', async ({
    page,
  }) => {
    await at(page, WIDTHS.phone, '/')
    await expect(page.locator('.site-header')).toHaveAttribute('data-menu-type', 'mobile')
    const menu = mainMenu(page)
    await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeHidden()
    await menuToggle(page).click()
    const close = menuToggle(page, true)
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Hem' })).toHaveAttribute('aria-current', 'page')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    )

    // A nested menu opens with its own button.
    const nested = menu.getByRole('button', { name: 'Undermeny: Tjänster' })
    await expect(menu.getByRole('link', { name: 'Industriunderhåll' })).toBeHidden()
    await nested.click()
    await expect(nested).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Industriunderhåll' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Focus stays inside: backwards from the button to the menu's last link, forwards back again.
    await close.focus()
    await page.keyboard.press('Shift+Tab')
    const lastLink = menu.getByRole('link').last()
    await expect(lastLink).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuToggle(page)).toBeFocused()
    await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    )

    // Following a link closes it.
    await menuToggle(page).click()
    // The nested menu is as the visitor left it.
    await expect(nested).toHaveAttribute('aria-expanded', 'true')
    await menu.getByRole('link', { name: 'Industriunderhåll' }).click()
    await expect(page).toHaveURL(/\/industriunderhall$/)
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#huvudmeny a[href="/industriunderhall"]')).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('#huvudmeny a[href="/"]')).not.toHaveAttribute('aria-current', /.*/)
  })

  test('without JavaScript the phone menu is a list under the header bar, nested items included', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: WIDTHS.phone, height: HEIGHT },
    })
    try {
      const page = await context.newPage()
      await page.goto('/')
      const menu = mainMenu(page)
      await expect(menuToggle(page)).toBeHidden()
      for (const name of ['Hem', 'Kontakt', 'Industriunderhåll'])
        await expect(menu.getByRole('link', { name })).toBeVisible()
      // Under the bar, not over the page: the first heading comes after the menu.
      const [nav, heading] = await Promise.all([
        page.locator('#huvudmeny').boundingBox(),
        page.getByRole('heading', { level: 1 }).boundingBox(),
      ])
      expect(heading!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height)
      await menu.getByRole('link', { name: 'Kontakt' }).click()
      await expect(page).toHaveURL(/\/kontakt$/)
    } finally {
      await context.close()
    }
  })

  test('mobile menu: a plain menu bar on desktops', async ({ page }) => {
    await at(page, WIDTHS.desktop, '/om-oss')
    await expect(menuToggle(page)).toBeHidden()
    await expect(mainMenu(page).getByRole('link', { name: 'Kontakt' })).toBeVisible()
    await expect(mainMenu(page).getByRole('link', { name: 'Om oss' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('slide-in menu: a panel from the side on every width, switched in the header settings', async ({
    page,
    request,
  }) => {
    await setMenuType(request, 'slide-in')
    for (const width of [WIDTHS.desktop, WIDTHS.tablet]) {
      await at(page, width, '/')
      const menu = mainMenu(page)
      await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeHidden()
      await menuToggle(page).click()
      await expect(menuToggle(page, true)).toHaveAttribute('aria-expanded', 'true')
      await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeVisible()
      // Slid in: the panel ends at the window's right edge, narrower than the window.
      await expect
        .poll(async () => {
          const box = await menu.boundingBox()
          return box && Math.round(box.x + box.width)
        })
        .toBe(width)
      const box = (await menu.boundingBox())!
      expect(box.width).toBeLessThan(width / 2)
      expect(Math.round(box.height)).toBe(HEIGHT)
      await expect(page.locator('#innehall')).toHaveJSProperty('inert', true)
      await expectNoSeriousA11yViolations(page)
      // A click on the dimmed page closes it.
      await page.mouse.click(20, HEIGHT - 20)
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeHidden()
      await expect(page.locator('#innehall')).toHaveJSProperty('inert', false)
    }
  })

  test('fullscreen menu: an overlay over the whole page; reduced motion opens it at once', async ({
    page,
    request,
  }) => {
    await setMenuType(request, 'fullscreen')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      await at(page, width, '/')
      const menu = mainMenu(page)
      await menuToggle(page).click()
      await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeVisible()
      // With reduced motion no transition runs: the overlay is fully there at once.
      expect(await menu.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
      const box = (await menu.boundingBox())!
      expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, width, HEIGHT])
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link').first()).toBeFocused()
      await menu.getByRole('link', { name: 'Om oss' }).click()
      await expect(page).toHaveURL(/\/om-oss$/)
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(menu.getByRole('link', { name: 'Kontakt' })).toBeHidden()
    }
  })
})

test.describe('scrolling', () => {
  test('the header is fixed once the content has scrolled past it, without moving the page', async ({
    page,
  }) => {
    await at(page, WIDTHS.desktop, '/industriunderhall')
    const header = page.locator('.site-header')
    await expect(header).not.toHaveAttribute('data-fixed', /.*/)
    // Layout shifts from here on (not those of loading the page).
    await page.evaluate(() => {
      const w = window as unknown as { shift: number }
      w.shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.shift += (entry as unknown as { value: number }).value
      }).observe({ type: 'layout-shift' })
    })
    const before = await page.evaluate(() => document.getElementById('innehall')!.offsetTop)
    const headerHeight = (await header.boundingBox())!.height
    await page.evaluate((y) => window.scrollTo(0, y - 1), before)
    await expect(header).not.toHaveAttribute('data-fixed', /.*/)
    await page.evaluate((y) => window.scrollTo(0, y + 200), before)
    await expect(header).toHaveAttribute('data-fixed', 'true')
    expect((await header.boundingBox())!.y).toBe(0)
    await expect(header).toBeInViewport()
    expect(await page.evaluate(() => document.getElementById('innehall')!.offsetTop)).toBe(before)
    expect((await header.boundingBox())!.height).toBe(headerHeight)
    // Two frames later, every shift the change caused has been reported. A header that left the
    // flow would move the whole page by its height (a score near 0.1); images settling below may
    // add a few ten-thousandths.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(
      0.001,
    )
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-fixed', /.*/)
  })

  test('dot navigation marks the section in view and scrolls to another below the header', async ({
    page,
  }) => {
    await at(page, WIDTHS.desktop, '/industriunderhall')
    const dots = page.getByRole('navigation', { name: 'Sidans avsnitt' })
    await expect(dots.getByRole('link')).toHaveText([
      'Till avsnittet Beställ',
      'Till avsnittet Introduktion',
      'Till avsnittet Videor',
      'Till avsnittet Kontakt',
    ])
    await expect(dots.getByRole('link', { name: 'Beställ' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expectNoSeriousA11yViolations(page)

    await dots.getByRole('link', { name: 'Videor' }).click()
    await expect(page).toHaveURL(/#videosektion$/)
    const section = page.locator('#videosektion')
    await expect(section).toBeFocused()
    const headerHeight = (await page.locator('.site-header').boundingBox())!.height
    expect(Math.abs((await section.boundingBox())!.y - headerHeight)).toBeLessThanOrEqual(2)
    await expect(dots.getByRole('link', { name: 'Videor' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expect(dots.locator('[aria-current]')).toHaveCount(1)

    // Scrolling by hand moves the mark too.
    await page.evaluate(() => {
      const intro = document.getElementById('introduktion')!
      window.scrollTo(0, intro.getBoundingClientRect().top + window.scrollY - 100)
    })
    await expect(dots.getByRole('link', { name: 'Introduktion' })).toHaveAttribute(
      'aria-current',
      'location',
    )

    // At the end of the page the last section is current, even when it is too short to reach the
    // marker line.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(dots.getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expect(dots.locator('[aria-current]')).toHaveCount(1)
  })

  test('dot navigation shows on tablets, not on phones, and only on pages that turn it on', async ({
    page,
  }) => {
    await at(page, WIDTHS.tablet, '/industriunderhall')
    const dots = page.getByRole('navigation', { name: 'Sidans avsnitt' })
    await expect(dots).toBeVisible()
    await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHT })
    await expect(dots).toBeHidden()
    await expectNoSeriousA11yViolations(page)
    await at(page, WIDTHS.desktop, '/om-oss')
    await expect(page.locator('.dot-nav')).toHaveCount(0)
  })

  for (const [device, width] of [
    ['phone', WIDTHS.phone],
    ['desktop', WIDTHS.desktop],
  ] as const) {
    test(`scroll-to-top appears after a screen, scrolls up and moves focus to the top (${device})`, async ({
      page,
    }) => {
      await at(page, width, '/industriunderhall')
      const button = page.getByRole('button', { name: 'Till sidans början' })
      await expect(button).toBeHidden()
      await page.evaluate(() => window.scrollTo(0, window.innerHeight - 10))
      await expect(button).toBeHidden()
      await page.evaluate(() => window.scrollTo(0, window.innerHeight + 10))
      await expect(button).toBeVisible()
      await settled(page, '.scroll-top')
      await expectNoSeriousA11yViolations(page)
      await button.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.locator('.site-header')).toBeFocused()
      await expect(button).toBeHidden()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: /till startsidan/ })).toBeFocused()
    })
  }
})

/** Records, while the page is parsed, when <body> gets a class and when the header arrives. */
async function recordParseOrder(page: Page) {
  await page.addInitScript(() => {
    const order: string[] = []
    ;(window as unknown as { order: string[] }).order = order
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.body)
          order.push(`class:${document.body.className}`)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('header.site-header')) order.push('header')
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    })
  })
}
const parseOrder = (page: Page) =>
  page.evaluate(() => (window as unknown as { order: string[] }).order)

test.describe('browser class', () => {
  test('is on <body> before anything in it is painted, from an external script', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    // The first element of <body> is the blocking script from our origin (no async, no defer)...
    // (Next.js puts an empty hidden <div> of its own first.)
    expect(html).toMatch(
      /<body[^>]*>(?:<div hidden="">(?:<!--[^>]*-->)*<\/div>)?<script src="\/webblasare\.js" integrity="sha256-[A-Za-z0-9+/=]+"><\/script>/,
    )
    // ...and no inline script touches the body's classes.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>[^<]*classList/)
    const script = await request.get('/webblasare.js')
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/)
    expect(await script.text()).toContain('classList.add')

    // In the browser: the class arrives before the header is even parsed.
    await recordParseOrder(page)
    await page.goto('/')
    const order = await parseOrder(page)
    expect(order.indexOf('header')).toBeGreaterThan(0)
    expect(order[0]).toBe('class:chrome')
    await expect(page.locator('body')).toHaveClass(/(^| )chrome( |$)/)
  })

  test('is there before first paint on pages rendered per request too, allowed by its hash', async ({
    page,
  }) => {
    // /varukorg allows only scripts with its nonce or a listed hash; the fixture fails on any CSP
    // violation, so the script below ran because its integrity hash is in the policy.
    const response = await page.request.get('/varukorg')
    const policy = response.headers()['content-security-policy'] ?? ''
    const hash = /<script src="\/webblasare\.js" integrity="(sha256-[^"]+)"/.exec(
      await response.text(),
    )?.[1]
    expect(hash).toBeTruthy()
    expect(policy).toMatch(/'strict-dynamic'/)
    expect(policy).toContain(`'${hash}'`)
    await recordParseOrder(page)
    await page.goto('/varukorg')
    const order = await parseOrder(page)
    expect(order[0]).toBe('class:chrome')
    expect(order.indexOf('header')).toBeGreaterThan(0)
  })
})
