import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const POST_WITH_IMAGES = '/blogg/vibrationsanalys-hittar-felen-i-tid'
const POST_WITHOUT_IMAGES = '/blogg/nytt-kontor-i-umea'
const PUMP_ALT = 'Illustration av en pumpstation med kugghjul i stålgrått'
const SAW_ALT = 'Illustration av ett sågverk omgivet av skog'

/** The scale the browser actually draws the lightbox image at: its computed transform's. */
const drawnScale = (page: Page) =>
  page
    .locator('dialog.lightbox .lightbox-image')
    .evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a)

/** The text of every script the page loads from now on, to see which islands a page fetched. */
function collectScripts(page: Page) {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''))
    }
  })
  return async () => Promise.all(scripts)
}

test.describe('lightbox of the images in rich text (area C, spec 9.4)', () => {
  test('opens the images of a post body as one gallery, zooms to ratio 3 at most and gives focus back', async ({
    page,
  }) => {
    await page.goto(POST_WITH_IMAGES)
    const body = page.locator('article.post > .rich-text')
    const links = body.getByRole('link', { name: /visa större/ })
    // One image in the text and three in its "Bildgalleri" block.
    await expect(links).toHaveCount(4)
    await expect(body.getByRole('list', { name: 'Bildgalleri' }).getByRole('link')).toHaveCount(3)
    // The island has upgraded the plain links.
    await expect(links.first()).toHaveAttribute('aria-haspopup', 'dialog')
    await expectNoSeriousA11yViolations(page)

    const first = links.first()
    await first.scrollIntoViewIfNeeded()
    await first.click()
    const dialog = page.getByRole('dialog', { name: 'Bildvisning' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 1 av 4')
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', PUMP_ALT)
    await expect(dialog.getByRole('button', { name: 'Stäng bildvisningen' })).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`${POST_WITH_IMAGES}$`))
    await expectNoSeriousA11yViolations(page)

    // The next image of the same body: the first one of the gallery block, its alt text as caption.
    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 2 av 4')
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', SAW_ALT)
    await expect(dialog.locator('.lightbox-caption-text')).toHaveText(SAW_ALT)

    // Zoom in with the keyboard, one step more than it takes to reach the maximum.
    const image = dialog.locator('.lightbox-image')
    const zoomIn = dialog.getByRole('button', { name: 'Zooma in' })
    const zoomOut = dialog.getByRole('button', { name: 'Zooma ut' })
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true')
    for (let press = 0; press < 5; press++) await page.keyboard.press('+')
    await expect(image).toHaveAttribute('data-zoom', '3')
    await expect(dialog.locator('.lightbox-zoom-level')).toHaveText('300 %')
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true')
    await expect.poll(() => drawnScale(page)).toBe(3)
    // Neither the key nor a click on the (aria-disabled) button goes past the maximum.
    await page.keyboard.press('+')
    await zoomIn.click({ force: true })
    await expect(image).toHaveAttribute('data-zoom', '3')
    // The scale the image is set to (where a transition would be heading) is still 3.
    expect(await image.evaluate((img) => new DOMMatrix(img.style.transform).a)).toBe(3)
    expect(await drawnScale(page)).toBe(3)
    await expectNoSeriousA11yViolations(page)

    // While zoomed the arrow keys move the image instead of paging.
    const before = await image.boundingBox()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 2 av 4')
    await expect.poll(async () => (await image.boundingBox())?.x).toBeLessThan(before?.x ?? 0)

    // The zoom-out button and the - key step back down; 0 fits the image again.
    await zoomOut.click()
    await expect(image).toHaveAttribute('data-zoom', '2.5')
    await page.keyboard.press('-')
    await expect(image).toHaveAttribute('data-zoom', '2')
    await page.keyboard.press('0')
    await expect(image).toHaveAttribute('data-zoom', '1')

    // A double click zooms all the way in; the next image starts fitted again.
    await image.dblclick()
    await expect(image).toHaveAttribute('data-zoom', '3')
    await dialog.getByRole('button', { name: 'Nästa bild' }).click()
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 3 av 4')
    await expect(image).toHaveAttribute('data-zoom', '1')

    // Arrows page again once fitted, wrapping from the last image to the first.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 1 av 4')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(first).toBeFocused()
  })

  test('works as plain links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(POST_WITH_IMAGES)
    const first = page.locator('article.post > .rich-text').getByRole('link').first()
    const href = await first.getAttribute('href')
    expect(href).toMatch(/underhall-pump\.jpg$/)
    const response = await page.request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    await context.close()
  })

  test('loads the island only on pages whose rich text shows images', async ({ page }) => {
    // The page without images first, while nothing is cached yet: no script of the island arrives.
    const scripts = collectScripts(page)
    await page.goto(POST_WITHOUT_IMAGES)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('article.post > .rich-text')).toBeVisible()
    expect((await scripts()).some((text) => text.includes('a[data-lightbox]'))).toBe(false)
    await expectNoSeriousA11yViolations(page)

    await page.goto(POST_WITH_IMAGES)
    await expect(
      page.locator('article.post > .rich-text a[data-lightbox]').first(),
    ).toHaveAttribute('aria-haspopup', 'dialog')
    expect((await scripts()).some((text) => text.includes('a[data-lightbox]'))).toBe(true)
  })
})

test.describe('lightbox zoom on a touch screen', () => {
  test.use({ hasTouch: true })

  test('pinches up to ratio 3 and no further, and drags the zoomed image', async ({ page }) => {
    await page.goto(POST_WITH_IMAGES)
    const first = page.locator('article.post > .rich-text').getByRole('link').first()
    await first.scrollIntoViewIfNeeded()
    await first.click()
    const dialog = page.getByRole('dialog', { name: 'Bildvisning' })
    const image = dialog.locator('.lightbox-image')
    await expect(image).toBeVisible()
    const box = await dialog.locator('.lightbox-stage').boundingBox()
    if (!box) throw new Error('no lightbox stage')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2

    // Two fingers moving apart to six times their distance: the zoom stops at 3.
    const cdp = await page.context().newCDPSession(page)
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number; id: number }[],
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points })
    await touch('touchStart', [
      { x: x - 20, y, id: 1 },
      { x: x + 20, y, id: 2 },
    ])
    for (let step = 1; step <= 10; step++) {
      await touch('touchMove', [
        { x: x - 20 - step * 10, y, id: 1 },
        { x: x + 20 + step * 10, y, id: 2 },
      ])
    }
    await touch('touchEnd', [])
    await expect(image).toHaveAttribute('data-zoom', '3')
    await expect.poll(() => drawnScale(page)).toBe(3)

    // One finger drags the zoomed image to the left.
    const before = await image.boundingBox()
    await touch('touchStart', [{ x, y, id: 3 }])
    for (let step = 1; step <= 5; step++) await touch('touchMove', [{ x: x - step * 20, y, id: 3 }])
    await touch('touchEnd', [])
    await expect
      .poll(async () => (await image.boundingBox())?.x)
      .toBeLessThan((before?.x ?? 0) - 50)
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 1 av 4')

    await page.keyboard.press('Escape')
    await expect(first).toBeFocused()
  })
})
