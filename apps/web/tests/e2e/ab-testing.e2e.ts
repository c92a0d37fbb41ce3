import crypto from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Request } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './axe'
import { expect, freezeClock, hydrated, test, type Page } from './fixtures'

const email = 'admin@e2e.example'
const password = 'e2e-lösenord-123'
const path = '/serviceavtal'
const headings = [
  'Förebyggande underhåll sparar pengar',
  'Halvera stilleståndstiden med förebyggande underhåll',
]

/** Every A/B request the page makes, by action. */
function watchAb(page: Page) {
  const sent: { action: string; fields: URLSearchParams }[] = []
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/ajax') return
    const fields = new URLSearchParams(request.postData() ?? '')
    const action = fields.get('action') ?? ''
    if (action.startsWith('et_pb_')) sent.push({ action, fields })
  })
  return {
    sent,
    records: () =>
      sent
        .filter((s) => s.action === 'et_pb_update_stats_table')
        .flatMap(
          (s) => JSON.parse(s.fields.get('stats_data_array') ?? '[]') as { record_type: string }[],
        )
        .map((r) => r.record_type),
  }
}

async function visitor(
  browser: Browser,
  choice: 'Acceptera alla' | 'Avvisa alla',
  { clock = true, to = path } = {},
) {
  const context = await browser.newContext({ locale: 'sv-SE' })
  const page = await context.newPage()
  const ab = watchAb(page)
  // The page's timers (read time, time in view, the sender's batching) run on a clock the test moves.
  if (clock) await page.clock.install()
  await page.goto(to)
  const button = page.getByRole('button', { name: choice })
  await hydrated(button)
  await button.click()
  await expect(button).toBeHidden()
  // The decision is written by a chunk the click loads: reloading before it has run would lose it.
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'smedja-consent'))
    .toBe(true)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-ab-ready', 'true')
  return { context, page, ab }
}

const shownHeading = async (page: Page) =>
  (await page.locator('[data-ab-shown] h2').textContent())?.trim() ?? ''

async function staffRequest(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'sv-SE' })
  const login = await context.request.post('/api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  return context
}

async function report(staff: BrowserContext) {
  const pages = await (
    await staff.request.get(`/api/pages?where[slug][equals]=serviceavtal&depth=0&draft=true`)
  ).json()
  const id = pages.docs[0].id as number
  const response = await staff.request.get(`/api/pages/${id}/ab-report`)
  expect(response.ok()).toBe(true)
  return {
    id,
    data: (await response.json()) as {
      subjects: { id: string; impressions: number; records: Record<string, { count: number }> }[]
    },
  }
}

test.describe.configure({ mode: 'serial' })

test.describe('split testing on /serviceavtal', () => {
  test('two visitors keep different subjects, each record is counted once, the report shows it', async ({
    browser,
    page,
  }) => {
    // Counts are compared with what the report had before, so a retry on the same database passes.
    const staff = await staffRequest(browser)
    const before = (await report(staff)).data
    const first = await visitor(browser, 'Acceptera alla')
    const second = await visitor(browser, 'Acceptera alla')
    const a = await shownHeading(first.page)
    const b = await shownHeading(second.page)
    expect(headings).toContain(a)
    expect(headings).toContain(b)
    expect(a).not.toBe(b)
    // Exactly one subject is visible; the other keeps its space but is out of reach.
    await expect(first.page.getByRole('heading', { name: a })).toBeVisible()
    await expect(first.page.getByRole('heading', { name: b })).toBeHidden()
    await first.page.reload()
    await expect(first.page.locator('html')).toHaveAttribute('data-ab-ready', 'true')
    expect(await shownHeading(first.page)).toBe(a)

    // read_page after the 2 s bounce-rate limit; the goal in view for 3 s; a click on it. The clock
    // moves a second per poll.
    await freezeClock(first.page, 1000)
    const goal = first.page.getByRole('link', { name: 'Boka ett möte' })
    // Into the upper 80% of the viewport, where it counts as entered (spec 4.3).
    await goal.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await expect
      .poll(
        async () => {
          await first.page.clock.runFor(1000)
          return first.ab.records().sort()
        },
        { timeout: 15_000 },
      )
      .toEqual(['read_goal', 'read_page', 'view_goal'])
    await goal.click()
    await expect
      .poll(async () => {
        await first.page.clock.runFor(1000).catch(() => {})
        return first.ab.records().includes('click_goal')
      })
      .toBe(true)

    // Back again: the cookies say everything is recorded, so nothing is sent, however long they stay.
    const sentBefore = first.ab.records().length
    await first.page.goto(path)
    await expect(first.page.locator('html')).toHaveAttribute('data-ab-ready', 'true')
    await freezeClock(first.page, 1000)
    await first.page.getByRole('link', { name: 'Boka ett möte' }).scrollIntoViewIfNeeded()
    await first.page.clock.runFor(10_000)
    await first.page.getByRole('link', { name: 'Boka ett möte' }).click()
    await first.page.clock.runFor(5000).catch(() => {})
    expect(first.ab.records()).toHaveLength(sentBefore)

    // A replay of a request that was counted counts nothing.
    const replayed = first.ab.sent.find((s) => s.action === 'et_pb_update_stats_table')!
    const replay = await first.page.request.post('/api/ajax', {
      form: Object.fromEntries(replayed.fields),
    })
    expect((await replay.json()).data).toEqual({ counted: 0 })

    const { data } = await report(staff)
    const mark = (heading: string) => (heading === headings[0] ? 0 : 1)
    const added = (now: typeof data, type: string, i: number) =>
      (now.subjects[i]!.records[type]?.count ?? 0) - (before.subjects[i]!.records[type]?.count ?? 0)
    expect(data.subjects.map((s, i) => s.impressions - before.subjects[i]!.impressions)).toEqual([
      1, 1,
    ])
    for (const type of ['read_page', 'read_goal', 'view_goal', 'click_goal'])
      expect(added(data, type, mark(a)), type).toBe(1)

    await page.goto(path)
    await expectNoSeriousA11yViolations(page)
    await Promise.all([first.context.close(), second.context.close(), staff.close()])
  })

  test('refused consent shows the control and records nothing', async ({ browser }) => {
    const refused = await visitor(browser, 'Avvisa alla')
    expect(await shownHeading(refused.page)).toBe(headings[0])
    await freezeClock(refused.page, 1000)
    await refused.page.getByRole('link', { name: 'Boka ett möte' }).scrollIntoViewIfNeeded()
    await refused.page.clock.runFor(10_000)
    await refused.page.getByRole('link', { name: 'Boka ett möte' }).click()
    await refused.page.clock.runFor(5000).catch(() => {})
    expect(refused.ab.sent).toEqual([])
    await refused.context.close()
  })

  test('builder mode shows every subject and records nothing', async ({ browser }) => {
    const staff = await staffRequest(browser)
    const page = await staff.newPage()
    const ab = watchAb(page)
    await page.clock.install()
    await page.goto(`/next/preview?path=${path}`)
    await expect(page.locator('body')).toHaveAttribute('data-builder-mode', 'true')
    for (const heading of headings)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.locator('.ab-test')).toHaveCount(0)
    await freezeClock(page, 1000)
    await page.getByRole('link', { name: 'Boka ett möte' }).scrollIntoViewIfNeeded()
    await page.clock.runFor(10_000)
    expect(ab.sent).toEqual([])
    await staff.close()
  })

  test("the page's modules start only once the test has answered", async ({ browser }) => {
    const { context, page } = await visitor(browser, 'Acceptera alla', { clock: false })
    // The order in which the answer (data-ab-ready) and the first module start (the entrance
    // animation's data-animation-state) reach the page, with the answer held back a while.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { abOrder: string[] }).abOrder = seen
      new MutationObserver((changes) => {
        for (const change of changes)
          if (!seen.includes(change.attributeName!)) seen.push(change.attributeName!)
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-ab-ready', 'data-animation-state'],
      })
    })
    await page.route('**/api/ajax', async (route) => {
      if (
        new URLSearchParams(route.request().postData() ?? '').get('action') ===
        'et_pb_ab_get_subject_id'
      )
        await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-ab-ready', 'true')
    await expect(page.locator('[data-animation-state]').first()).toBeAttached()
    expect(await page.evaluate(() => (window as unknown as { abOrder: string[] }).abOrder)).toEqual(
      ['data-ab-ready', 'data-animation-state'],
    )
    await context.close()
  })

  test('conversions come from their real triggers and each is counted once', async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const staff = await staffRequest(browser)
    const login = await staff.request.post('/api/users/login', { data: { email, password } })
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const lists = await (
      await staff.request.get('/api/newsletter-lists?where[name][equals]=Nyhetsbrev&depth=0', {
        headers: auth,
      })
    ).json()
    const listId = lists.docs[0].id as number
    const stamp = Date.now().toString(36)
    const newId = () => crypto.randomBytes(12).toString('hex')
    const created: number[] = []

    /** A published page with a running test of two headings; `goal` and its module as given. */
    async function testPage(name: string, goal: string, modules: Record<string, unknown>[]) {
      const subjects = [newId(), newId()]
      const goalModule = modules.find((m) => m.id)
      const response = await staff.request.post('/api/pages', {
        headers: auth,
        data: {
          title: `Delningstest ${name}`,
          slug: `delningstest-${name}-${stamp}`,
          _status: 'published',
          layout: [
            {
              blockType: 'section',
              rows: [
                {
                  blockType: 'row',
                  structure: '1_1',
                  columns: [
                    {
                      modules: [
                        { blockType: 'heading', text: `Delningstest ${name}`, level: 'h1' },
                        {
                          id: subjects[0],
                          blockType: 'heading',
                          text: 'Erbjudande A',
                          level: 'h2',
                        },
                        {
                          id: subjects[1],
                          blockType: 'heading',
                          text: 'Erbjudande B',
                          level: 'h2',
                        },
                        ...modules,
                      ],
                    },
                  ],
                },
              ],
            },
          ],
          abTest: {
            status: 'running',
            subjects: subjects.map((blockId) => ({ blockId })),
            goal,
            goalBlockId: goalModule?.id ?? null,
            bounceRate: 600,
          },
        },
      })
      expect(response.status(), await response.text()).toBe(201)
      const { doc } = (await response.json()) as {
        doc: { id: number; slug: string; abTest: { testId: number } }
      }
      created.push(doc.id)
      return { id: doc.id, testId: doc.abTest.testId, path: `/${doc.slug}`, subjects }
    }

    const counted = async (pageId: number, type: string) => {
      const response = await staff.request.get(`/api/pages/${pageId}/ab-report`)
      const data = (await response.json()) as {
        subjects: { id: string; records: Record<string, { count: number }> }[]
      }
      return Object.fromEntries(data.subjects.map((s) => [s.id, s.records[type]?.count ?? 0]))
    }
    const subjectOf = async (page: Page) =>
      ((await page.locator('[data-ab-shown]').getAttribute('data-ab-subject')) ?? '').split('_')[1]!
    const cookie = async (context: BrowserContext, name: string) =>
      (await context.cookies()).find((c) => c.name === name)?.value

    const contact = await testPage('kontakt', 'contactForm', [
      {
        blockType: 'contactForm',
        title: 'Fråga oss',
        recipients: 'info@norrberg-industriservice.se',
        captcha: false,
        botProtection: false,
        formFields: [
          { fieldId: 'namn', label: 'Namn', fieldType: 'input', required: true },
          { fieldId: 'epost', label: 'E-post', fieldType: 'email', required: true },
        ],
      },
    ])
    const newsletter = await testPage('nyhetsbrev', 'newsletter', [
      {
        blockType: 'newsletter',
        list: listId,
        title: 'Prenumerera på nyheter',
        showFirstName: true,
        buttonText: 'Prenumerera',
        successMessage: 'Tack! Kolla din inkorg.',
        botProtection: false,
      },
    ])
    const shop = await testPage('butik', 'shop', [
      { id: newId(), blockType: 'shop', title: 'Reservdelar', perPage: 48, showFilter: false },
    ])
    const tracked = await testPage('sparare', 'tracker', [
      {
        blockType: 'button',
        link: { type: 'custom', url: '/', label: 'Till startsidan' },
        style: 'primary',
      },
    ])
    const thanks = await staff.request.post('/api/pages', {
      headers: auth,
      data: {
        title: 'Tack',
        slug: `delningstest-tack-${stamp}`,
        _status: 'published',
        layout: [
          {
            blockType: 'section',
            rows: [
              {
                blockType: 'row',
                structure: '1_1',
                columns: [
                  {
                    modules: [
                      { blockType: 'heading', text: 'Tack för ditt besök', level: 'h1' },
                      { blockType: 'conversionTracker', testPage: tracked.id },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    })
    expect(thanks.status()).toBe(201)
    const thanksPage = ((await thanks.json()) as { doc: { id: number; slug: string } }).doc
    created.push(thanksPage.id)

    type Made = Awaited<ReturnType<typeof testPage>>
    const flag = (type: string, made: Made, subject = '') =>
      `et_pb_ab_${type}_${made.id}${made.testId}${subject}`
    const expectOnce = (made: Made, type: string, subject: string) =>
      expect
        .poll(() => counted(made.id, type), { timeout: 15_000 })
        .toEqual(Object.fromEntries(made.subjects.map((s) => [s, s === subject ? 1 : 0])))

    // A contact-form send.
    {
      const { context, page } = await visitor(browser, 'Acceptera alla', {
        clock: false,
        to: contact.path,
      })
      const subject = await subjectOf(page)
      const form = page.locator('#et_pb_contact_form_0')
      await form.getByLabel(/^Namn/).fill('Delnings Testsson')
      await form.getByLabel(/^E-post/).fill(`delning.${stamp}@example.se`)
      await form.getByRole('button', { name: 'Skicka' }).click()
      await expect(form.locator('.et_pb_contact_success')).toContainText('Tack!')
      await expectOnce(contact, 'con_goal', subject)
      expect(await cookie(context, flag('con_goal', contact, subject))).toBe('true')
      await context.close()
    }

    // A newsletter sign-up.
    {
      const { context, page } = await visitor(browser, 'Acceptera alla', {
        clock: false,
        to: newsletter.path,
      })
      const subject = await subjectOf(page)
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Prenumerera', exact: true }) })
      await form.getByLabel('Förnamn').fill('Nora')
      await form.getByLabel('E-post').fill(`nora.${stamp}@example.se`)
      await form.getByRole('button', { name: 'Prenumerera', exact: true }).click()
      await expect(page.getByText('Tack! Kolla din inkorg.')).toBeVisible()
      await expectOnce(newsletter, 'con_goal', subject)
      expect(await cookie(context, flag('con_goal', newsletter, subject))).toBe('true')
      await context.close()
    }

    // A purchase: the click leaves et_pb_ab_shop_log, the order-received page records it.
    {
      const { context, page } = await visitor(browser, 'Acceptera alla', {
        clock: false,
        to: shop.path,
      })
      const subject = await subjectOf(page)
      const add = page
        .locator('.ab-goal')
        .getByRole('button', { name: 'Lägg ”Kullager 6205-2RS” i varukorgen' })
      await hydrated(add)
      await add.click()
      await expect(
        page.getByText('”Kullager 6205-2RS” har lagts till i din varukorg.'),
      ).toBeVisible()
      expect(await cookie(context, 'et_pb_ab_shop_log')).toBe(
        `${shop.id}_${subject}_${shop.testId}`,
      )
      await page.goto('/kassan')
      await page.getByLabel('Faktura').check()
      for (const [id, value] of Object.entries({
        billing_first_name: 'Delnings',
        billing_last_name: 'Testsson',
        billing_address_1: 'Storgatan 1',
        billing_postcode: '852 34',
        billing_city: 'Sundsvall',
        billing_phone: '060-12 34 50',
        billing_email: `kop.${stamp}@example.se`,
      }))
        await page.locator(`#${id}`).fill(value)
      await page.getByRole('button', { name: 'Slutför beställning' }).click()
      await expect(page).toHaveURL(/\/kassan\/order-mottagen\/\d+\?nyckel=/)
      await expectOnce(shop, 'con_goal', subject)
      expect(await cookie(context, flag('con_goal', shop, subject))).toBe('true')
      await expect.poll(() => cookie(context, 'et_pb_ab_shop_log')).toBeUndefined()
      // The order-received page again (a reload): nothing more is counted.
      await page.reload()
      await context.close()
    }

    // The conversion tracker module on another page.
    {
      const { context, page } = await visitor(browser, 'Acceptera alla', {
        clock: false,
        to: tracked.path,
      })
      const subject = await subjectOf(page)
      expect(await cookie(context, `et_pb_ab_shortcode_track_${tracked.id}`)).toBe(
        `${tracked.id}_${subject}_${tracked.testId}`,
      )
      await page.goto(`/${thanksPage.slug}`)
      await expectOnce(tracked, 'con_short', subject)
      expect(await cookie(context, flag('con_short', tracked))).toBe('true')
      await page.reload()
      await context.close()
    }

    // Later, still exactly one each (no retry or reload counted twice).
    for (const [made, type] of [
      [contact, 'con_goal'],
      [newsletter, 'con_goal'],
      [shop, 'con_goal'],
      [tracked, 'con_short'],
    ] as const) {
      const counts = Object.values(await counted(made.id, type))
      expect(counts.sort()).toEqual([0, 1])
    }
    for (const id of created.reverse())
      await staff.request.delete(`/api/pages/${id}`, { headers: auth })
    await staff.close()
  })

  test('shows the subject soon after the first paint (median of 20 loads, reported)', async ({
    browser,
  }, testInfo) => {
    test.skip(!process.env.AB_BENCH, 'a measurement: run with AB_BENCH=1')
    const { context, page } = await visitor(browser, 'Acceptera alla', { clock: false })
    const gaps: number[] = []
    for (let i = 0; i < 20; i++) {
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-ab-ready', 'true')
      const gap = await page.evaluate(() => {
        const shown = performance.getEntriesByName('smedja:ab-subject-shown')[0]?.startTime
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        return shown === undefined || paint === undefined ? null : Math.max(0, shown - paint)
      })
      if (gap !== null) gaps.push(gap)
    }
    gaps.sort((x, y) => x - y)
    const median = gaps[Math.floor(gaps.length / 2)]!
    testInfo.annotations.push({
      type: 'first paint to subject (median ms)',
      description: String(median),
    })
    console.log(
      `A/B: first paint to subject shown, median of ${gaps.length} loads: ${median.toFixed(0)} ms`,
    )
    expect(gaps.length).toBe(20)
    await context.close()
  })

  test('the editor sees the report and ending the test publishes the winner', async ({
    page,
    browser,
  }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/e-post/i).fill(email)
    await page.getByLabel(/lösenord/i).fill(password)
    await page.getByRole('button', { name: /logga in/i }).click()
    await page.waitForURL(/\/admin\/?$/)
    const staff = await staffRequest(browser)
    const { id, data } = await report(staff)
    await staff.close()
    await page.goto(`/admin/collections/pages/${id}`)
    await page
      .getByRole('tab', { name: 'Delningstest' })
      .or(page.getByRole('button', { name: 'Delningstest' }))
      .first()
      .click()
    const table = page.locator('.ab-report-table')
    await expect(table).toBeVisible()
    // The numbers the report endpoint has, per subject, in the table.
    await expect(table.locator('[data-ab-impressions]')).toHaveText(
      data.subjects.map((subject) => String(subject.impressions)),
    )
    await expect(table.locator('[data-ab-record="click_goal"] [data-ab-count]')).toHaveText(
      data.subjects.map((subject) => String(subject.records.click_goal!.count)),
    )
    await expect(page.getByText(/För litet urval/)).toBeVisible()
    // The chart over time, with the per-day table as its text alternative.
    const chart = page.getByRole('img', { name: /^Andel klickat på målet per dag och variant/ })
    await expect(chart).toBeVisible()
    await expect(page.locator('[data-ab-chart-series]')).toHaveCount(data.subjects.length)
    await page.locator('.ab-report').scrollIntoViewIfNeeded()
    await page.locator('.ab-report').screenshot({ path: '/tmp/ab-chart.png' })
    await expect(page.locator('.ab-report-days')).toBeHidden()
    await page.getByRole('button', { name: 'Visa som tabell' }).click()
    await expect(page.locator('.ab-report-days')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Dölj tabellen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const axe = await new AxeBuilder({ page })
      .include('.ab-report')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([])
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Avsluta och behåll vinnaren' }).click()
    await expect(page.getByText(/Testet är avslutat/)).toBeVisible({ timeout: 20_000 })

    const context = await browser.newContext({ locale: 'sv-SE' })
    const visitorPage = await context.newPage()
    await visitorPage.goto(path)
    await expect(visitorPage.locator('.ab-test')).toHaveCount(0)
    const visible = await Promise.all(
      headings.map((h) => visitorPage.getByRole('heading', { name: h }).count()),
    )
    expect(visible.reduce((n, c) => n + c, 0)).toBe(1)
    await context.close()
  })
})
