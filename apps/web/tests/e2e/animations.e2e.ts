import { expect, test, type Locator } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const isPaused = (video: Locator) => video.evaluate((el) => (el as HTMLVideoElement).paused)
const opacity = (el: Locator) => el.evaluate((node) => getComputedStyle(node).opacity)
const scrollToTop = (el: Locator) =>
  el.page().evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))

test.describe('section backgrounds (spec 4.5, 9.6)', () => {
  test('a video background plays in view, pauses when scrolled away and plays again when back', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const section = page.locator('#filmbakgrund')
    const video = section.locator('video')
    await expect(video).toHaveCount(1)

    // Not in view at the top of the page: it waits.
    await expect.poll(() => isPaused(video)).toBe(true)
    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => isPaused(video)).toBe(false)
    await expectNoSeriousA11yViolations(page)

    await scrollToTop(section)
    await expect.poll(() => isPaused(video)).toBe(true)

    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => isPaused(video)).toBe(false)

    // The visitor can pause it (WCAG 2.2.2), and scrolling does not override that choice.
    await section.getByRole('button', { name: 'Pausa bakgrundsfilmen' }).click()
    await expect.poll(() => isPaused(video)).toBe(true)
    await scrollToTop(section)
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('button', { name: 'Spela bakgrundsfilmen' })).toBeVisible()
    expect(await isPaused(video)).toBe(true)
  })

  test('a play-on-hover video background waits for the first hover', async ({ page }) => {
    await page.goto('/moduler')
    const section = page.locator('#film-vid-hovring')
    const video = section.locator('video')
    await section.scrollIntoViewIfNeeded()
    // In view, but not hovered yet.
    await page.waitForTimeout(300)
    expect(await isPaused(video)).toBe(true)
    await section.hover()
    await expect.poll(() => isPaused(video)).toBe(false)
  })

  test('a video background waits for a press of play when the visitor prefers reduced motion', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/moduler')
    const section = page.locator('#filmbakgrund')
    const video = section.locator('video')
    await page.waitForLoadState('networkidle')
    await section.scrollIntoViewIfNeeded()
    const play = section.getByRole('button', { name: 'Spela bakgrundsfilmen' })
    await expect(play).toBeVisible()
    expect(await isPaused(video)).toBe(true)
    await play.click()
    await expect.poll(() => isPaused(video)).toBe(false)
    await expect(section.getByRole('button', { name: 'Pausa bakgrundsfilmen' })).toBeVisible()
    await context.close()
  })

  test('a parallax background lags behind the page, and stays still for reduced motion', async ({
    browser,
  }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion })
      const page = await context.newPage()
      await page.goto('/moduler')
      const section = page.locator('#parallax')
      const layer = section.locator('.section-background-layer')
      await section.scrollIntoViewIfNeeded()
      const transform = () => layer.evaluate((el) => getComputedStyle(el).transform)
      if (reducedMotion === 'reduce') {
        expect(await transform()).toBe('none')
      } else {
        await expect(layer).toHaveAttribute('data-parallax', 'on')
        const before = await transform()
        await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }))
        await expect.poll(transform).not.toBe(before)
        // 200 px of scroll moves the layer 0.3 × 200 = 60 px relative to the section.
        const shift = await layer.evaluate((el, prev) => {
          const y = (t: string) => (t === 'none' ? 0 : new DOMMatrix(t).m42)
          return y(getComputedStyle(el).transform) - y(prev)
        }, before)
        expect(Math.abs(shift)).toBeGreaterThan(30)
        expect(Math.abs(shift)).toBeLessThan(90)
      }
      await context.close()
    }
  })
})

test.describe('scroll animations (spec 4.5, 9.6)', () => {
  test('an animated module waits hidden below the fold, animates in on scroll and is left as rendered', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const blurb = page.locator('#animerad-glid')
    await expect(blurb).toHaveAttribute('data-animation-state', 'waiting')
    expect(await opacity(blurb)).toBe('0')

    await blurb.scrollIntoViewIfNeeded()
    await expect(blurb).toHaveAttribute('data-animation-state', 'done')
    expect(await opacity(blurb)).toBe('1')
    expect(await blurb.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    expect(await blurb.evaluate((el) => el.getAnimations().length)).toBe(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('columns animate too', async ({ page }) => {
    await page.goto('/moduler')
    const column = page.locator('#animationer .column[data-animation]').first()
    await expect(column).toHaveAttribute('data-animation-state', 'waiting')
    await column.scrollIntoViewIfNeeded()
    await expect(column).toHaveAttribute('data-animation-state', 'done')
    expect(await opacity(column)).toBe('1')
  })

  test('nothing moves or hides for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/moduler')
    const blurb = page.locator('#animerad-glid')
    await expect(blurb).toHaveAttribute('data-animation')
    await page.waitForLoadState('networkidle')
    expect(await blurb.getAttribute('data-animation-state')).toBeNull()
    expect(await opacity(blurb)).toBe('1')
    await context.close()
  })

  test('content is visible without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/moduler')
    const blurb = page.locator('#animerad-glid')
    await blurb.scrollIntoViewIfNeeded()
    await expect(blurb).toBeVisible()
    expect(await opacity(blurb)).toBe('1')
    await context.close()
  })

  test('only pages with animations or moving backgrounds load their client code', async ({
    request,
  }) => {
    // The page's flight data names every client component it mounts.
    const showcase = await (await request.get('/moduler')).text()
    expect(showcase).toContain('AnimationRuntime')
    expect(showcase).toContain('SectionBackground')
    const contact = await (await request.get('/kontakt')).text()
    for (const island of ['AnimationRuntime', 'SectionBackground', 'GalleryGrid', 'Lightbox']) {
      expect(contact, island).not.toContain(island)
    }
  })
})
