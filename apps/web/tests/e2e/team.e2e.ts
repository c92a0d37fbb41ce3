import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// The team showcase (issue 16): the team modules on /bildspel, the popup member carousel, the avatar
// gallery, the skill bars and the printable profile page with its vCard.

const popup = (page: Page) => page.locator('dialog.team-popup')
/** The slide the popup shows: the only one a keyboard or screen reader can reach. */
const shownSlide = (page: Page) => popup(page).locator('.team-popup-slide:not([inert])').first()

/** Waits for the popup's slide change to finish: a looping carousel drops clicks while it moves. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      popup(page)
        .locator('.swiper')
        .first()
        .evaluate(
          (el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
        ),
    )
    .toBe(false)
}

async function openMember(page: Page, moduleId: string, name: string) {
  const card = page.locator(`#${moduleId}`).getByRole('button', { name: new RegExp(`^${name}`) })
  await card.first().click()
  await expect(popup(page)).toBeVisible()
  return card.first()
}

test.describe('team modules', () => {
  test('the popup member carousel loops, follows its dots and arrows, and gives focus back on close', async ({
    page,
  }) => {
    await page.goto('/bildspel')
    await page.locator('#teamkarusell').scrollIntoViewIfNeeded()
    const card = await openMember(page, 'teamkarusell', 'Karin Norrberg')
    await expect(shownSlide(page)).toHaveAttribute('aria-label', /^Karin Norrberg, 1 av 6$/)
    await settled(page)
    await expectNoSeriousA11yViolations(page)

    // The member's slide has focus on opening: the arrow keys move between members.
    await page.keyboard.press('ArrowRight')
    await expect(shownSlide(page)).toHaveAttribute('aria-label', /, 2 av 6$/)
    await settled(page)

    // Loops: back from the first member is the last one, and on again is the first.
    const prev = popup(page).getByRole('button', { name: 'Föregående bild' })
    await prev.click()
    await expect(shownSlide(page)).toHaveAttribute('aria-label', /^Karin Norrberg, 1 av 6$/)
    await settled(page)
    await prev.click()
    await expect(shownSlide(page)).toHaveAttribute('aria-label', /, 6 av 6$/)
    await settled(page)
    await popup(page).getByRole('button', { name: 'Nästa bild' }).click()
    await expect(shownSlide(page)).toHaveAttribute('aria-label', /^Karin Norrberg, 1 av 6$/)
    await settled(page)

    // A dot goes straight to its member.
    await popup(page)
      .locator('.team-popup-bar')
      .getByRole('button', { name: 'Gå till bild 3' })
      .click()
    await expect(shownSlide(page)).toHaveAttribute('aria-label', /, 3 av 6$/)

    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    await expect(card).toBeFocused()
  })

  test('autoplays only where the module turns it on', async ({ page }) => {
    await page.clock.install()
    await page.goto('/bildspel')

    await page.locator('#teamkarusell').scrollIntoViewIfNeeded()
    await openMember(page, 'teamkarusell', 'Maria Eklund')
    const first = await shownSlide(page).getAttribute('aria-label')
    await page.clock.runFor(12_000)
    await expect(shownSlide(page)).toHaveAttribute('aria-label', first ?? '')
    await page.keyboard.press('Escape')

    await page.locator('#teamrutnat').scrollIntoViewIfNeeded()
    await openMember(page, 'teamrutnat', 'Maria Eklund')
    const start = await shownSlide(page).getAttribute('aria-label')
    await page.clock.runFor(12_000)
    await expect(shownSlide(page)).not.toHaveAttribute('aria-label', start ?? '')
    await expect(popup(page).getByRole('button', { name: /Pausa/i })).toBeVisible()
  })
})

test.describe('a team member’s profile page', () => {
  test('moves the gallery dots up over a captioned picture and down when the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/team/johan-sundberg')
    const gallery = page.locator('.team-profile .avatar-gallery').first()
    await expect(gallery).toBeVisible()
    // The first picture has no caption: its dots stay down under the pointer.
    await gallery.hover()
    await expect(gallery).not.toHaveClass(/avatar-gallery-dots-up/)
    await gallery.getByRole('button', { name: 'Gå till bild 2' }).click()
    await expect(gallery).toHaveAttribute('data-caption', 'true')
    await gallery.hover()
    await expect(gallery).toHaveClass(/avatar-gallery-dots-up/)
    await page.mouse.move(5, 5)
    await expect(gallery).not.toHaveClass(/avatar-gallery-dots-up/)
  })

  test('fills the skill bars from empty when they scroll into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/team/johan-sundberg')
    const bars = page.locator('.team-profile .skillbars').first()
    await expect(bars).toHaveAttribute('data-motion', 'waiting')
    const fill = bars.locator('.skillbar-fill').first()
    expect(await fill.evaluate((el) => el.getBoundingClientRect().width)).toBe(0)
    await bars.scrollIntoViewIfNeeded()
    await expect(bars).toHaveAttribute('data-motion', 'filled')
    const track = bars.getByRole('progressbar').first()
    const percent = Number(await track.getAttribute('aria-valuenow'))
    await expect
      .poll(async () => {
        const [f, t] = await Promise.all([
          fill.evaluate((el) => el.getBoundingClientRect().width),
          track.evaluate((el) => el.getBoundingClientRect().width),
        ])
        return Math.round((f / t) * 100)
      })
      .toBe(percent)
    await expectNoSeriousA11yViolations(page)
  })

  test('prints the profile under the member’s name and brings the button and title back after 5 s', async ({
    page,
  }) => {
    await page.clock.install()
    await page.addInitScript(() => {
      const w = window as unknown as { print: () => void; printed?: object }
      w.print = () => {
        const button = document.querySelector<HTMLButtonElement>('.team-print-button')
        w.printed = { title: document.title, hidden: button?.hidden ?? null }
      }
    })
    await page.goto('/team/johan-sundberg')
    // Only runFor moves the page's time on from here; the margin covers a busy machine (250 ms was not).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000)
    const title = await page.title()
    const button = page.getByRole('button', { name: 'Skapa PDF' })
    await button.click()
    expect(await page.evaluate(() => (window as unknown as { printed?: object }).printed)).toEqual({
      title: 'Johan-Sundberg – Team',
      hidden: true,
    })
    await expect(page.locator('.team-print-button')).toBeHidden()
    await page.clock.runFor(4_000)
    await expect(page.locator('.team-print-button')).toBeHidden()
    await page.clock.runFor(1_000)
    await expect(button).toBeVisible()
    expect(await page.title()).toBe(title)
  })

  test('downloads the member’s contact card', async ({ page }) => {
    await page.goto('/team/johan-sundberg')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: /Spara kontaktkort/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('johan-sundberg.vcf')
    const text = await (await import('node:fs')).promises.readFile(await file.path(), 'utf8')
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/)
    expect(text).toContain('FN:Johan Sundberg\r\n')
  })

  test('answers 404 for a member without a public profile page', async ({ request }) => {
    expect((await request.get('/team/finns-inte')).status()).toBe(404)
  })
})
