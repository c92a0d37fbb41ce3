import AxeBuilder from '@axe-core/playwright'

import { expect, test, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

const email = 'admin@e2e.example'
const password = 'e2e-lösenord-123'

type WireEvent = {
  id: string
  t: string
  p: string
  c?: string
  a?: string
  l?: string
  d?: number
}

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-post/i).fill(email)
  await page.getByLabel(/lösenord/i).fill(password)
  await page.getByRole('button', { name: /logga in/i }).click()
  await page.waitForURL(/\/admin\/?$/)
}

/** Every event the page posts to /api/statistik (beacons included), in order. */
function collectEvents(page: Page): WireEvent[] {
  const events: WireEvent[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/statistik') return
    const body = request.postData()
    if (body) events.push(...(JSON.parse(body) as { e: WireEvent[] }).e)
  })
  return events
}

/** First-party analytics needs no consent; the banner only has to be out of the way. */
async function dismissConsentBanner(page: Page) {
  const reject = page.getByRole('button', { name: 'Avvisa alla' })
  if (await reject.isVisible({ timeout: 3000 }).catch(() => false)) await reject.click()
}

/** Wheels down to the bottom of the page in steps, as a reader would. */
async function scrollToBottom(page: Page) {
  for (let i = 0; i < 60; i++) {
    const atBottom = await page.evaluate(
      () => scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
    )
    if (atBottom) break
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(50)
  }
}

/** What the view `view` sent, as "kind name" lines, sorted, with how often each came. */
function summary(events: WireEvent[], view: string): string[] {
  const counts = new Map<string, number>()
  for (const e of events.filter((e) => e.id.startsWith(`${view}.`))) {
    const key =
      e.t === 'click' ? `click ${e.c}/${e.a}/${e.l}` : e.t === 'scroll' ? `scroll ${e.d}` : e.t
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).sort()
}

const viewsOf = (events: WireEvent[], path: string) => [
  ...new Set(
    events.filter((e) => e.t === 'pageview' && e.p === path).map((e) => e.id.split('.')[0]!),
  ),
]

const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, '').trim() || 0)

/** The Industriunderhåll figures of the Statistik dashboard (signed in). */
async function dashboardFigures(page: Page) {
  await page.goto('/admin/statistik')
  const glance = page.getByRole('region', { name: 'Industriunderhåll i korthet' })
  const figures: Record<string, number> = {}
  for (const label of [
    'Sidvisningar',
    'Beställ',
    'Huvudvideo',
    'Introduktionsvideo',
    'Demovideo',
    'Videosektion',
  ]) {
    const row = glance.getByRole('row', { name: new RegExp(`^${label} `) })
    figures[label] = number(await row.getByRole('cell').nth(1).textContent())
  }
  const funnel = page.locator('tr[data-path="/industriunderhall"] td')
  const hasFunnel = (await funnel.count()) > 0
  for (const [i, depth] of ['25', '50', '75', '100'].entries())
    figures[`${depth} %`] = hasFunnel
      ? number(((await funnel.nth(i + 1).textContent()) ?? '').split('(')[0]!)
      : 0
  return figures
}

test.describe('first-party analytics', () => {
  test('on /industriunderhall every 7.4 event and the four scroll depths arrive once per page view and show in the dashboard', async ({
    page,
  }, testInfo) => {
    await signIn(page)
    const before = await dashboardFigures(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible()
    const axe = await new AxeBuilder({ page })
      .include('.statistik')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    const events = collectEvents(page)
    await page.goto('/industriunderhall')
    await dismissConsentBanner(page)
    await expectNoSeriousA11yViolations(page)

    await page.locator('#huvudvideo video').click()
    await page.locator('#introduktionsvideo video').click()
    await page.locator('#demovideo video').click()
    await page.locator('#videosektion h2').first().click()
    await scrollToBottom(page)
    // Up and down again: no depth is sent twice in one page view.
    await page.evaluate(() => window.scrollTo(0, 0))
    await scrollToBottom(page)

    const [first] = viewsOf(events, '/industriunderhall')
    const firstView = [
      'click Industriunderhåll/Klick/Demovideo ×1',
      'click Industriunderhåll/Klick/Huvudvideo ×1',
      'click Industriunderhåll/Klick/Introduktionsvideo ×1',
      // The demo video lies in the video section: its click counts for both.
      'click Industriunderhåll/Klick/Videosektion ×2',
      'pageview ×1',
      'scroll 100 ×1',
      'scroll 25 ×1',
      'scroll 50 ×1',
      'scroll 75 ×1',
    ]
    await expect.poll(() => (first ? summary(events, first) : [])).toEqual(firstView)

    // The order button leads to /kontakt (a client-side navigation: a new page view there).
    await page.locator('#bestall a').click()
    await page.waitForURL(/\/kontakt$/)
    await expect
      .poll(() => summary(events, first!))
      .toEqual([...firstView, 'click Industriunderhåll/Klick/Beställ ×1'].sort())
    await expect.poll(() => viewsOf(events, '/kontakt').length).toBe(1)
    await expectNoSeriousA11yViolations(page)

    // Back on the page: a second page view, whose depths are counted afresh, once each.
    await page.goBack()
    await page.waitForURL(/\/industriunderhall$/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await scrollToBottom(page)
    await expect.poll(() => viewsOf(events, '/industriunderhall').length).toBe(2)
    const second = viewsOf(events, '/industriunderhall')[1]!
    await expect
      .poll(() => summary(events, second))
      .toEqual(['pageview ×1', 'scroll 100 ×1', 'scroll 25 ×1', 'scroll 50 ×1', 'scroll 75 ×1'])
    // No event id was sent twice.
    const ids = events.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)

    // The dashboard shows exactly what was sent, stored once.
    await expect
      .poll(async () => {
        const after = await dashboardFigures(page)
        return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]))
      })
      .toEqual({
        Sidvisningar: 2,
        Beställ: 1,
        Huvudvideo: 1,
        Introduktionsvideo: 1,
        Demovideo: 1,
        Videosektion: 2,
        '25 %': 2,
        '50 %': 2,
        '75 %': 2,
        '100 %': 2,
      })
    // For a reviewer's eye: the dashboard as the editor sees it.
    await page.screenshot({ path: testInfo.outputPath('statistik.png'), fullPage: true })
  })

  test('the dashboard is for staff only: signed out, it asks for sign-in', async ({ page }) => {
    await page.goto('/admin/statistik')
    await page.waitForURL(/\/admin\/login/)
    await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0)
  })
})
