import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const hash = (page: Page) => page.evaluate(() => decodeURIComponent(window.location.hash))

test.describe('gallery (spec 2.3, 9.4)', () => {
  test('pages through the grid, keeps the page in the hash beside other entries and restores it on reload', async ({
    page,
  }) => {
    // Another module's entry is already in the address; the gallery must keep it.
    await page.goto('/moduler#flikar|2')
    // A first visit shows the cookie banner over the bottom of the screen, where it would take the
    // pager's clicks (and Playwright would scroll to reach them): refused first.
    await page.getByRole('button', { name: 'Avvisa alla' }).click()
    await expect(page.getByRole('button', { name: 'Avvisa alla' })).toBeHidden()
    const gallery = page.locator('#galleri')
    const visibleItems = gallery.locator('.gallery-item:not([hidden])')
    const pager = gallery.getByRole('navigation')
    await gallery.scrollIntoViewIfNeeded()

    await expect(visibleItems).toHaveCount(4)
    await expect(pager.getByRole('link', { name: 'Sida 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // 17 images, 4 per page: pages 1–4 are linked, page 5 starts hidden, there is no previous link.
    await expect(pager.getByRole('link', { name: 'Sida 4' })).toBeVisible()
    await expect(pager.getByRole('link', { name: 'Sida 5' })).toBeHidden()
    await expect(pager.getByRole('link', { name: /Föregående/ })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    const ninthAlt = await gallery.locator('.gallery-item img').nth(8).getAttribute('alt')
    const scrollBefore = await page.evaluate(() => window.scrollY)
    await pager.getByRole('link', { name: 'Sida 3' }).click()
    await expect.poll(() => hash(page)).toBe('#flikar|2||galleri|3')
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2)
    await expect(visibleItems).toHaveCount(4)
    await expect(visibleItems.first().locator('img')).toHaveAttribute('alt', ninthAlt ?? '')
    await expect(pager.getByRole('link', { name: 'Sida 3' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The window moved: page 5 is now linked, and so is previous.
    await expect(pager.getByRole('link', { name: 'Sida 5' })).toBeVisible()
    await expect(pager.getByRole('link', { name: /Föregående/ })).toBeVisible()

    await page.reload()
    await expect(pager.getByRole('link', { name: 'Sida 3' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(visibleItems.first().locator('img')).toHaveAttribute('alt', ninthAlt ?? '')
    expect(await hash(page)).toBe('#flikar|2||galleri|3')

    // Next goes on to the last page, where it disappears; a single image is left there.
    await pager.getByRole('link', { name: /Nästa/ }).click()
    await pager.getByRole('link', { name: /Nästa/ }).click()
    await expect(pager.getByRole('link', { name: 'Sida 5' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(pager.getByRole('link', { name: /Nästa/ })).toHaveCount(0)
    await expect(visibleItems).toHaveCount(1)
    expect(await hash(page)).toBe('#flikar|2||galleri|5')

    // Back steps through the pages.
    await page.goBack()
    await expect(pager.getByRole('link', { name: 'Sida 4' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('strips disallowed characters from a changed hash and restores the page it names', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const gallery = page.locator('#galleri')
    await gallery.scrollIntoViewIfNeeded()
    // Once the gallery answers clicks, the page has hydrated (a hash changed before that is the
    // router's to replace when it starts).
    await gallery.getByRole('link', { name: 'Sida 3' }).click()
    await expect.poll(() => hash(page)).toBe('#galleri|3')
    await page.evaluate(() => {
      window.location.hash = '#galleri|2!()'
    })
    await expect.poll(() => hash(page)).toBe('#galleri|2')
    await expect(gallery.getByRole('link', { name: 'Sida 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('opens the gallery in the lightbox: arrows, swipe, captions, trapped focus, Esc returns focus', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const gallery = page.locator('#galleri')
    const thumbnail = gallery.locator('.gallery-item:not([hidden]) a').nth(1)
    await thumbnail.scrollIntoViewIfNeeded()
    await thumbnail.click()

    const dialog = page.getByRole('dialog', { name: 'Bilder från våra uppdrag' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 2 av 17')
    await expect(dialog.locator('.lightbox-caption-text')).not.toBeEmpty()
    await expect(dialog.getByRole('button', { name: 'Stäng bildvisningen' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)

    await page.keyboard.press('ArrowRight')
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 3 av 17')
    const thirdAlt = await gallery.locator('.gallery-item img').nth(2).getAttribute('alt')
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', thirdAlt ?? '')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    // Wraps around from the first image to the last.
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 17 av 17')

    // A swipe to the left shows the next image.
    const box = await dialog.locator('.lightbox-figure').boundingBox()
    if (!box) throw new Error('no lightbox figure')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.7, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 })
    await page.mouse.up()
    await expect(dialog.locator('.lightbox-counter')).toHaveText('Bild 1 av 17')

    // Tab cycles through the dialog's buttons and never leaves it.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.lightbox'))),
      ).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnail).toBeFocused()
  })

  test('opens a single image in the lightbox and closes it with the close button', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const trigger = page.locator('#ljuslada-bild').getByRole('link', { name: /visa större/ })
    await trigger.scrollIntoViewIfNeeded()
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Bildvisning' })
    await expect(dialog).toBeVisible()
    await expect(
      dialog.getByText('Pumpstationen i Timrå efter översynen – klicka för större bild.'),
    ).toBeVisible()
    // One image: no previous/next buttons, arrows do nothing.
    await expect(dialog.getByRole('button', { name: 'Nästa bild' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Stäng bildvisningen' }).click()
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('shows the gallery as a slider with wrapping previous and next', async ({ page }) => {
    await page.goto('/moduler')
    const slider = page.getByRole('region', { name: 'Bildspel från våra projekt' })
    await slider.scrollIntoViewIfNeeded()
    const counter = slider.locator('.gallery-slider-counter')
    await expect(counter).toHaveText('Bild 1 av 4')
    await slider.getByRole('button', { name: 'Nästa bild' }).click()
    await expect(counter).toHaveText('Bild 2 av 4')
    await slider.getByRole('button', { name: 'Föregående bild' }).click()
    await slider.getByRole('button', { name: 'Föregående bild' }).click()
    await expect(counter).toHaveText('Bild 4 av 4')
  })

  test('shows every image without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/moduler')
    const items = page.locator('#galleri .gallery-item')
    await expect(items).toHaveCount(17)
    for (const index of [0, 8, 16]) await expect(items.nth(index)).toBeVisible()
    await expect(page.locator('#galleri .gallery-pagination')).toBeHidden()
    await context.close()
  })
})
