import { expect, freezeClock, test, type Locator, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// Countdown and counters (issue 13) on the seeded /moduler page and the counters row of /om-oss.

const clockValues = (page: Page, moduleId: string) => page.locator(`#${moduleId} .countdown-value`)

const digits = (module: Locator) => module.locator('.counter-digits')
const motion = (module: Locator) => module.locator('[data-motion]')

/** The ring's drawn share in percent (its dash offset runs from 100, empty, to 0, full). */
const ringPercent = (module: Locator) =>
  module
    .locator('.circle-counter-bar')
    // Chromium reports the computed offset as e.g. 'calc(4px)'.
    .evaluate(
      (el) => 100 - parseFloat(getComputedStyle(el).strokeDashoffset.replace(/[^\d.]/g, '')),
    )

/** How much of its track a bar fills, 0–1. */
const barShare = (bar: Locator) =>
  bar.evaluate((el) => {
    const fill = el.querySelector('.bar-counter-fill')!.getBoundingClientRect().width
    return fill / el.querySelector('.bar-counter-track')!.getBoundingClientRect().width
  })

test.describe('countdown', () => {
  test('ticks every second with padded values, stops at zero and shows the message', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const end = Date.parse((await page.locator('#nedrakning time').getAttribute('datetime')) ?? '')
    expect(end).toBeGreaterThan(Date.now())
    // Seeded about 40 days ahead: days have 3 digits, the rest 2.
    await expect(clockValues(page, 'nedrakning')).toHaveText([
      /^0[34]\d$/,
      /^\d\d$/,
      /^\d\d$/,
      /^\d\d$/,
    ])

    // 1 day, 2 hours, 3 minutes and 4 seconds before the end.
    const left = (86_400 + 2 * 3600 + 3 * 60 + 4) * 1000
    await page.clock.install({ time: end - left - 30_000 })
    await page.reload()
    await page.clock.pauseAt(end - left)
    await expect(clockValues(page, 'nedrakning')).toHaveText(['001', '02', '03', '04'])
    await page.clock.runFor(1000)
    await expect(clockValues(page, 'nedrakning')).toHaveText(['001', '02', '03', '03'])
    await page.clock.runFor(4000)
    await expect(clockValues(page, 'nedrakning')).toHaveText(['001', '02', '02', '59'])

    const message = page.locator('#nedrakning [role="status"]')
    await page.clock.pauseAt(end - 2000)
    await expect(clockValues(page, 'nedrakning')).toHaveText(['000', '00', '00', '02'])
    await expect(message).toBeEmpty()
    await page.clock.runFor(2000)
    await expect(clockValues(page, 'nedrakning')).toHaveText(['000', '00', '00', '00'])
    await expect(message).toHaveText(
      'Kampanjen har avslutats. Kontakta oss för aktuella erbjudanden.',
    )
    // It stays at zero.
    await page.clock.runFor(5000)
    await expect(clockValues(page, 'nedrakning')).toHaveText(['000', '00', '00', '00'])
    await expect(page.locator('#nedrakning-smal [role="status"]')).toHaveText('Stoppet har börjat.')
    // axe waits on timers of its own.
    await page.clock.resume()
    await expectNoSeriousA11yViolations(page)
  })

  test('short labels in a 1/4 column and when the module is 400 px wide or less', async ({
    page,
  }) => {
    await page.goto('/moduler')
    const wide = page.locator('#nedrakning')
    const narrow = page.locator('#nedrakning-smal')
    await expect(wide.locator('.countdown-label-full').first()).toBeVisible()
    await expect(wide.locator('.countdown-label-full')).toHaveText([
      'Dagar',
      'Timmar',
      'Minuter',
      'Sekunder',
    ])
    await expect(wide.locator('.countdown-label-short').first()).toBeHidden()
    await expect(narrow.locator('.countdown-label-short')).toHaveText(['d', 'h', 'min', 's'])
    await expect(narrow.locator('.countdown-label-short').first()).toBeVisible()
    await expect(narrow.locator('.countdown-label-full').first()).toBeHidden()

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(wide.locator('.countdown-label-short').first()).toBeVisible()
    await expect(wide.locator('.countdown-label-full').first()).toBeHidden()

    // Screen readers get the end time, not digits changing every second.
    await expect(wide.locator('.countdown-clock')).toHaveAttribute('aria-hidden', 'true')
    await expect(wide.locator('.countdown-end')).toHaveText(
      /^Sluttid: \d{1,2} \p{L}+ \d{4} kl\. \d\d:\d\d$/u,
    )
    await expect(narrow.locator('.countdown-end')).toHaveClass(/visually-hidden/)
  })
})

test.describe('counters', () => {
  test('count up to their final values when scrolled into view', async ({ page }) => {
    await page.clock.install()
    await page.goto('/moduler')
    const bearings = page.locator('#raknare-lager')
    const circle = page.locator('#cirkel-i-tid')
    // Waiting below the fold at zero; screen readers already have the final value.
    await expect(motion(bearings)).toHaveAttribute('data-motion', 'waiting')
    await expect(digits(bearings)).toHaveText('0')
    await expect(bearings.locator('.visually-hidden')).toHaveText(/^12\s500$/)
    expect(await ringPercent(circle)).toBeCloseTo(0, 1)
    const bars = page.locator('#stapelraknare')
    await expect(motion(bars)).toHaveAttribute('data-motion', 'waiting')
    expect(await barShare(bars.locator('.bar-counter').first())).toBe(0)

    await freezeClock(page, 1000)
    await bearings.scrollIntoViewIfNeeded()
    await expect(motion(bearings)).toHaveAttribute('data-motion', 'running')
    await page.clock.runFor(900)
    const halfway = Number(((await digits(bearings).textContent()) ?? '').replace(/\D/g, ''))
    expect(halfway).toBeGreaterThan(3000)
    expect(halfway).toBeLessThan(9500)
    const ringHalfway = await ringPercent(circle)
    expect(ringHalfway).toBeGreaterThan(20)
    expect(ringHalfway).toBeLessThan(75)

    await page.clock.runFor(1000)
    await expect(motion(bearings)).toHaveAttribute('data-motion', 'done')
    await expect(digits(bearings)).toHaveText(/^12\s500$/)
    await expect(digits(circle)).toHaveText('96')
    await expect(circle.locator('.circle-counter-value')).toContainText(/96\s%/)
    expect(await ringPercent(circle)).toBeCloseTo(96, 1)

    // The bars may already have come into view while the first row counted.
    await bars.scrollIntoViewIfNeeded()
    await page.clock.runFor(2000)
    await expect(motion(bars)).toHaveAttribute('data-motion', 'done')
    await expect(bars.locator('.bar-counter-label')).toHaveText([
      'Planerat underhåll',
      'Tillståndsövervakning',
      'Akuta reparationer',
    ])
    await expect(bars.locator('.bar-counter-percent')).toHaveText([/^72\s%$/, /^18\s%$/, /^10\s%$/])
    expect(await barShare(bars.locator('.bar-counter').first())).toBeCloseTo(0.72, 2)
    await page.clock.resume()
    await expectNoSeriousA11yViolations(page)
  })

  test('show their final values at once with reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto('/moduler')
    const bearings = page.locator('#raknare-lager')
    await expect(motion(bearings)).toHaveAttribute('data-motion', 'done')
    await expect(digits(bearings)).toHaveText(/^12\s500$/)
    expect(await ringPercent(page.locator('#cirkel-i-tid'))).toBeCloseTo(96, 1)
    expect(await barShare(page.locator('#stapelraknare .bar-counter').first())).toBeCloseTo(0.72, 2)
    await context.close()
  })

  test('show their final values and the countdown without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/moduler')
    const bearings = page.locator('#raknare-lager')
    await bearings.scrollIntoViewIfNeeded()
    await expect(digits(bearings)).toBeVisible()
    await expect(digits(bearings)).toHaveText(/^12\s500$/)
    expect(await ringPercent(page.locator('#cirkel-i-tid'))).toBeCloseTo(96, 1)
    expect(await barShare(page.locator('#stapelraknare .bar-counter').first())).toBeCloseTo(0.72, 2)
    await expect(clockValues(page, 'nedrakning')).toHaveText([
      /^\d{3}$/,
      /^\d\d$/,
      /^\d\d$/,
      /^\d\d$/,
    ])
    await expect(page.locator('#nedrakning .countdown-end')).toBeVisible()
    await context.close()
  })

  test('the Om oss page shows the company in figures', async ({ page }) => {
    await page.goto('/om-oss')
    const counters = page.locator('.module-numberCounter')
    await expect(counters).toHaveCount(3)
    await counters.first().scrollIntoViewIfNeeded()
    await expect(digits(counters.nth(2))).toHaveText('45')
    await expect(counters.nth(2).locator('.counter-title')).toHaveText(
      'tekniker med egna servicebilar',
    )
    await expect(digits(counters.nth(1))).toHaveText(/^1\s850$/)
    await expect(digits(page.locator('.module-circleCounter'))).toHaveText('98')
    await expectNoSeriousA11yViolations(page)
  })
})
