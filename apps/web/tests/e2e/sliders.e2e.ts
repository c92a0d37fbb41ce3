import { gzipSync } from 'node:zlib'

import { expect, freezeClock, test, type Locator, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// Sliders and carousels (issue 3, part A) on the seeded /bildspel page.

/** The carousel region of a module by its element id, once Swiper has taken over. */
async function carousel(page: Page, moduleId: string): Promise<Locator> {
  const region = page
    .locator(`#${moduleId} [role="region"][aria-roledescription="karusell"]`)
    .first()
  await expect(region).toHaveAttribute('data-ready', 'true')
  return region
}

/** The slides a visitor can reach: the others are inert (hidden from keyboard and screen readers). */
function reachableSlides(region: Locator): Locator {
  return region.locator(':scope > .carousel-track > .swiper-wrapper > .swiper-slide:not([inert])')
}

/** The slide with this label is the one shown, and its fade has finished. */
async function expectActive(region: Locator, label: string) {
  await expect(reachableSlides(region)).toHaveCount(1)
  await expect(reachableSlides(region)).toHaveAttribute('aria-label', label)
  // The fade runs in real time while the tests fast-forward the page's clock; a slider that is still
  // fading counts as busy and would put the next autoplay step off by a retry.
  await expect(reachableSlides(region)).toHaveCSS('opacity', '1')
}

/** Every script a page loads (its entry scripts and lazily loaded chunks), with gzipped sizes. */
async function scriptsOf(page: Page, path: string) {
  const urls = new Set<string>()
  const onResponse = (response: {
    url: () => string
    request: () => { resourceType: () => string }
  }) => {
    if (response.request().resourceType() === 'script') urls.add(response.url())
  }
  page.on('response', onResponse)
  await page.goto(path)
  if (path === '/bildspel') await carousel(page, 'tjanstebildspel')
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  const scripts = []
  for (const url of urls) {
    const body = await (await page.request.get(url)).body()
    scripts.push({ url, body: body.toString('utf8'), gzip: gzipSync(body).length })
  }
  return scripts
}

// Swiper's own code is recognised by its class names; ours by its Swedish labels.
const isSwiper = (code: string) =>
  code.includes('swiper-slide-active') && code.includes('slidesPerView')
const isCarousel = (code: string) => code.includes('Gå till bild {{index}}')

test.describe('sliders and carousels', () => {
  test('the module page passes axe with every slider and carousel on it', async ({ page }) => {
    await page.goto('/bildspel')
    for (const id of [
      'tjanstebildspel',
      'projektbildspel',
      'inlaggsspel',
      'videospel',
      'anlaggningskarusell',
      'inlaggskarusell',
      'projektkarusell',
    ]) {
      await carousel(page, id)
    }
    await expectNoSeriousA11yViolations(page)
  })

  test('the slider moves with its buttons, its dots and the keyboard, and wraps around', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/bildspel')
    const slider = await carousel(page, 'tjanstebildspel')
    await freezeClock(page)
    await expectActive(slider, '1 av 3')
    await slider.scrollIntoViewIfNeeded()
    await expect(slider.getByRole('heading', { name: 'Förebyggande underhåll' })).toBeInViewport()

    await slider.getByRole('button', { name: 'Nästa bild' }).click()
    await expectActive(slider, '2 av 3')
    await expect(slider.getByRole('button', { name: 'Gå till bild 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await slider.getByRole('button', { name: 'Nästa bild' }).click()
    await expectActive(slider, '3 av 3')
    // Wraps from the last slide to the first and back.
    await slider.getByRole('button', { name: 'Nästa bild' }).click()
    await expectActive(slider, '1 av 3')
    await slider.getByRole('button', { name: 'Föregående bild' }).click()
    await expectActive(slider, '3 av 3')

    await slider.getByRole('button', { name: 'Gå till bild 2' }).click()
    await expectActive(slider, '2 av 3')
    await expect(slider.getByRole('button', { name: 'Gå till bild 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(slider.getByRole('button', { name: 'Gå till bild 1' })).not.toHaveAttribute(
      'aria-current',
      'true',
    )
    // Only the active slide's link can be reached with the keyboard.
    await expect(slider.getByRole('link', { name: 'Kontakta jouren' })).toHaveCount(1)
    await expect(reachableSlides(slider).getByRole('link')).toHaveText('Kontakta jouren')

    // Keyboard: arrow keys while focus is in the slider, wrapping both ways.
    await slider.getByRole('button', { name: 'Nästa bild' }).focus()
    await page.keyboard.press('ArrowRight')
    await expectActive(slider, '3 av 3')
    await page.keyboard.press('ArrowRight')
    await expectActive(slider, '1 av 3')
    await page.keyboard.press('ArrowLeft')
    await expectActive(slider, '3 av 3')
    // Enter on a focused dot.
    await slider.getByRole('button', { name: 'Gå till bild 1' }).focus()
    await page.keyboard.press('Enter')
    await expectActive(slider, '1 av 3')
    await expect(page.getByText('1 av 3', { exact: true })).toHaveCount(1) // the announcement for screen readers
  })

  test('autoplay moves on every 7 s, waits while the pointer is over the slider and can be paused', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/bildspel')
    const slider = await carousel(page, 'tjanstebildspel')
    await freezeClock(page)
    await page.mouse.move(0, 0)
    await expectActive(slider, '1 av 3')

    // Autoplay started before the clock stopped, and on a busy machine more than a second of real time
    // can lie between (CI run 15): step the clock until the first change, then time the next one from
    // there. The change came in the last 500 ms, so the next is 6.5–7 s ahead.
    const active = slider.locator(
      ':scope > .carousel-track > .swiper-wrapper > .swiper-slide-active',
    )
    for (let waited = 0; waited < 7000; waited += 500) {
      await page.clock.runFor(500)
      if ((await active.getAttribute('aria-label')) !== '1 av 3') break
    }
    await expectActive(slider, '2 av 3')
    await page.clock.runFor(6400)
    await expectActive(slider, '2 av 3')

    // Hovered: the due change waits, retrying every 2 s.
    await slider.hover()
    await page.clock.runFor(20_000)
    await expectActive(slider, '2 av 3')
    await page.mouse.move(0, 0)
    await page.clock.runFor(2100)
    await expectActive(slider, '3 av 3')

    // The pause button stops it for good; play starts it again.
    await page.mouse.move(0, 0)
    await slider.getByRole('button', { name: 'Pausa bildspelet' }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(30_000)
    await expectActive(slider, '3 av 3')
    await slider.getByRole('button', { name: 'Starta bildspelet' }).click()
    await page.mouse.move(0, 0)
    await slider.getByRole('button', { name: 'Pausa bildspelet' }).blur()
    await page.clock.runFor(7100)
    await expectActive(slider, '1 av 3')
  })

  test('the thumbnail carousel chooses the slide and marks the current one', async ({ page }) => {
    await page.goto('/bildspel')
    const slider = await carousel(page, 'projektbildspel')
    const thumbs = slider.getByRole('group', { name: 'Miniatyrbilder' })
    await expect(thumbs.getByRole('button')).toHaveCount(4)
    await expect(slider.locator('.carousel-pagination')).toHaveCount(0)
    await thumbs.getByRole('button', { name: 'Gå till bild 4' }).click()
    await expectActive(slider, '4 av 4')
    await expect(thumbs.getByRole('button', { name: 'Gå till bild 4' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await slider.getByRole('button', { name: 'Nästa bild' }).click()
    await expectActive(slider, '1 av 4')
    await expect(thumbs.getByRole('button', { name: 'Gå till bild 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('the post slider shows the latest posts with links to them', async ({ page }) => {
    await page.goto('/bildspel')
    const slider = await carousel(page, 'inlaggsspel')
    await expect(slider.locator(':scope > .carousel-track .swiper-slide')).toHaveCount(4)
    await expect(reachableSlides(slider).getByRole('heading')).toHaveText(
      'Vibrationsanalys hittar felen i tid',
    )
    await slider.getByRole('button', { name: 'Gå till bild 3' }).click()
    await expect(reachableSlides(slider).getByRole('heading')).toHaveText('Nytt kontor i Umeå')
    await reachableSlides(slider)
      .getByRole('link', { name: /^Läs mer\s*:\s*Nytt kontor i Umeå$/ })
      .click()
    await expect(page).toHaveURL(/\/blogg\/nytt-kontor-i-umea$/)
  })

  test('the video slider pauses the film when the visitor moves to the next one', async ({
    page,
  }) => {
    await page.goto('/bildspel')
    const slider = await carousel(page, 'videospel')
    const first = slider.getByRole('group', { name: '1 av 3' }).locator('video')
    await first.evaluate((video: HTMLVideoElement) => {
      video.muted = true
      return video.play()
    })
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false)
    await slider
      .getByRole('group', { name: 'Miniatyrbilder' })
      .getByRole('button', { name: 'Gå till bild 2' })
      .click()
    await expectActive(slider, '2 av 3')
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    await expect(
      reachableSlides(slider).getByText('Introduktion till våra serviceavtal'),
    ).toBeVisible()
  })

  test('carousels show four items in a full-width column and step through them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/bildspel')
    const simple = await carousel(page, 'anlaggningskarusell')
    await expect(simple).toHaveAttribute('data-columns', '4')
    await expect(reachableSlides(simple)).toHaveCount(4)
    // Six items, four in view: three positions.
    await expect(simple.getByRole('button', { name: /^Gå till bild \d$/ })).toHaveCount(3)
    await simple.getByRole('button', { name: 'Nästa bild' }).click()
    await expect(simple.getByRole('button', { name: 'Gå till bild 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(reachableSlides(simple).first()).toHaveAttribute('aria-label', '2 av 6')
    await simple.getByRole('button', { name: 'Nästa bild' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(simple.getByRole('button', { name: 'Gå till bild 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.keyboard.press('ArrowRight')
    await expect(simple.getByRole('button', { name: 'Gå till bild 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )

    const posts = await carousel(page, 'inlaggskarusell')
    await expect(posts).toHaveAttribute('data-columns', '4')
    // The module's eight newest of the ten seeded posts: five positions of four cards.
    await expect(posts.locator(':scope > .carousel-track .swiper-slide')).toHaveCount(8)
    await posts.getByRole('button', { name: 'Föregående bild' }).click()
    await expect(posts.getByRole('button', { name: 'Gå till bild 5' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(reachableSlides(posts).last().getByRole('link')).toHaveText(
      'Mindre buller i verkstaden',
    )

    // A phone: narrower cards would be unreadable, so one fits.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(posts).toHaveAttribute('data-columns', '1')
    await expect(reachableSlides(posts)).toHaveCount(1)
  })

  test('the portfolio carousel sets its columns by its width and keeps items 3:4', async ({
    page,
  }) => {
    for (const [width, columns] of [
      [1280, 4],
      [900, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/bildspel')
      const portfolio = await carousel(page, 'projektkarusell')
      await expect(portfolio).toHaveAttribute('data-columns', String(columns))
      await expect(reachableSlides(portfolio)).toHaveCount(columns)
      const track = await portfolio.locator(':scope > .carousel-track').boundingBox()
      const item = await reachableSlides(portfolio).first().locator('.portfolio-item').boundingBox()
      expect(track && item).toBeTruthy()
      expect(item!.width).toBeCloseTo(track!.width / columns, 0)
      expect(item!.height).toBeCloseTo(item!.width * 0.75, 0)
    }
  })

  test('the portfolio carousel rotates on its own but not under the pointer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.clock.install()
    await page.goto('/bildspel')
    const portfolio = await carousel(page, 'projektkarusell')
    await freezeClock(page)
    await page.mouse.move(0, 0)
    const first = () => reachableSlides(portfolio).first().getAttribute('aria-label')
    await expect.poll(first).toBe('1 av 10')
    await portfolio.hover()
    await page.clock.runFor(15_000)
    await expect.poll(first).toBe('1 av 10')
    await page.mouse.move(0, 0)
    await page.clock.runFor(2100)
    await expect.poll(first).toBe('2 av 10')
  })

  test('in the builder preview nothing plays by itself and slide links do not navigate', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/e-post/i).fill('admin@e2e.example')
    await page.getByLabel(/lösenord/i).fill('e2e-lösenord-123')
    await page.getByRole('button', { name: /logga in/i }).click()
    await page.waitForURL(/\/admin\/?$/)
    await page.clock.install()
    await page.goto('/next/preview?path=/bildspel')
    await expect(page).toHaveURL(/\/bildspel$/)
    const slider = await carousel(page, 'tjanstebildspel')
    await expect(slider.getByRole('button', { name: /bildspelet/ })).toHaveCount(0)
    await page.clock.runFor(20_000)
    await expectActive(slider, '1 av 3')
    await reachableSlides(slider).getByRole('link', { name: 'Våra tjänster' }).click()
    await expect(page).toHaveURL(/\/bildspel$/)
  })

  test('ships the carousel code only to pages that use these modules, and reports its size', async ({
    page,
  }, testInfo) => {
    const home = await scriptsOf(page, '/')
    expect(home.filter((s) => isCarousel(s.body)).map((s) => s.url)).toEqual([])

    const modules = await scriptsOf(page, '/bildspel')
    const homeUrls = new Set(home.map((s) => s.url))
    const extra = modules.filter((s) => !homeUrls.has(s.url))
    // Our chunks: the carousel islands (Swedish labels), the Swiper runtime with the fade effect, and
    // Swiper's core (shared with any other module that loads Swiper lazily, e.g. the gallery slider).
    const islands = extra.filter((s) => isCarousel(s.body) || s.body.includes('crossFade'))
    const swiperCore = extra.filter(
      (s) => isSwiper(s.body) && !isCarousel(s.body) && !s.body.includes('SwiperSlide'),
    )
    expect(islands.length).toBeGreaterThan(0)
    expect(swiperCore.length).toBeGreaterThan(0)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
    const sum = (list: { gzip: number }[]) => list.reduce((total, s) => total + s.gzip, 0)
    const names = (list: { url: string; gzip: number }[]) =>
      list.map((s) => `${s.url.split('/').pop()} ${kb(s.gzip)}`).join(', ')
    const report = [
      `carousel islands and Swiper runtime, gzipped: ${kb(sum(islands))} (${names(islands)})`,
      `Swiper core, gzipped: ${kb(sum(swiperCore))} (${names(swiperCore)})`,
      `all JS on /bildspel not on /, gzipped: ${kb(sum(extra))} (${extra.length} files, other modules of the page included)`,
      `all JS on /, gzipped: ${kb(sum(home))}; on /bildspel: ${kb(sum(modules))}`,
    ].join('\n')
    testInfo.annotations.push({ type: 'js-size', description: report })
    console.log(report)
  })

  test('a page without sliders or carousels ships none of Swiper', async ({ page }) => {
    // Next puts every client component that a route's server components import into the route's
    // entry scripts, which every page of the route loads; so Swiper must only ever be reached
    // through a dynamic import (ui/carousel/Carousel.client.tsx does that for the carousels).
    const home = await scriptsOf(page, '/')
    expect(home.filter((s) => isSwiper(s.body)).map((s) => s.url)).toEqual([])
  })
})
