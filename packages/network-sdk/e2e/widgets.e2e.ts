import { expect, test, type Page } from '@playwright/test'

const SERVICE = 'http://127.0.0.1:3100'

/** Waits until the SDK reports that every tag of the page has rendered. */
async function rendered(page: Page): Promise<{ start: number; rendered: number; count: number }> {
  await page.waitForFunction(
    () => (window as unknown as { timing?: { rendered?: number } }).timing?.rendered,
  )
  return page.evaluate(
    () =>
      (window as unknown as { timing: { start: number; rendered: number; count: number } }).timing,
  )
}

const frameIn = (page: Page, section: string) => page.locator(`#${section} iframe`)

test.describe('demo page: every tag in its window mode', () => {
  test('embedded, invisible, hovercard-link and button tags render', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const apiCall = page.waitForRequest((r) => r.url().startsWith(`${SERVICE}/v1/people::(`))
    await page.goto('/demo')
    const timing = await rendered(page)
    expect(timing.count).toBe(12)

    for (const [section, path] of [
      ['alumni', '/cws/alumni'],
      ['insider', '/cws/company/insider'],
      ['company-inline', '/cws/company/profile'],
      ['follow', '/cws/followmember'],
      ['full', '/cws/member/full_profile'],
      ['jobs', '/cws/jymbii'],
    ] as const) {
      const frame = frameIn(page, section)
      await expect(frame).toHaveCount(1)
      expect(new URL((await frame.getAttribute('src')) ?? '').pathname).toBe(path)
      await expect(frame).toHaveClass(/IN-frame-embedded/)
      // A resize from the frame gave it the height of its content.
      expect(await frame.evaluate((f) => f.getBoundingClientRect().height)).toBeGreaterThan(20)
      await expect(page.frameLocator(`#${section} iframe`).locator('main')).toBeVisible()
    }

    await expect(frameIn(page, 'company-inline')).toHaveCSS('width', '286px')
    const jobs = new URL((await frameIn(page, 'jobs').getAttribute('src')) ?? '')
    expect(jobs.searchParams.get('max')).toBe('3')

    const beacon = page.locator(`iframe[src^="${SERVICE}/cws/csap/beacon"]`)
    await expect(beacon).toHaveCount(1)
    await expect(beacon).toHaveAttribute('aria-hidden', 'true')
    const beaconUrl = new URL((await beacon.getAttribute('src')) ?? '')
    expect(beaconUrl.searchParams.get('contractId')).toBe('harness-1')
    expect(beaconUrl.searchParams.get('url')).toBe('http://127.0.0.1:4310/demo')

    await expect(page.locator('#company-hover .IN-link')).toHaveText('Norrlands Underhållsteknik')
    await expect(page.locator('#member-hover .IN-link')).toHaveText('Anna Lindqvist')
    await expect(page.locator('#recommend .IN-callout')).toHaveText('42')
    await expect(page.locator('#share .IN-button')).toHaveText(/Share/)
    await expect(page.locator('#share .IN-callout')).toHaveText(/^\d[\d,]*( k)?$/)
    await expect(page.locator('script[type="IN/Alumni+init"]')).toHaveCount(1)

    // MemberData made its public call through the API proxy frame; it shows nothing until sign-in.
    const call = await apiCall
    expect(call.url()).toContain(':public:(first-name,last-name)')
    expect(call.headers()['x-requested-with']).toBe('IN.XDCall')
    await expect(page.locator('iframe[src^="http://127.0.0.1:3100/cws/proxy"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    await expect(page.locator('#member-data .IN-MemberData')).toBeEmpty()
    expect(errors).toEqual([])
  })

  test('load-to-render time', async ({ page }) => {
    const times: number[] = []
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`/demo?run=${run}`)
      const timing = await rendered(page)
      times.push(timing.rendered - timing.start)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)] ?? 0
    test.info().annotations.push({
      type: 'load-to-render ms',
      description: times.map((t) => t.toFixed(0)).join(', '),
    })
    console.log(
      `load-to-render (script load to all 12 tags rendered), ms: ${times.map((t) => t.toFixed(0)).join(', ')}; median ${median.toFixed(0)}`,
    )
    expect(median).toBeGreaterThan(0)
  })
})

test.describe('hovercards', () => {
  test('open on hover, load once, and close on a document click', async ({ page }) => {
    await page.goto('/demo')
    await rendered(page)
    const link = page.locator('#company-hover .IN-link')
    await link.hover()
    const card = page.locator('.IN-hovercard')
    await expect(card).toHaveCount(1)
    await expect(card).toBeVisible()
    await expect(card).toHaveCSS('z-index', '9999')
    await expect(card).toHaveAttribute(
      'data-placement',
      /^(tr\/tl|tl\/tr|bl\/br|br\/bl|tl\/br|tr\/bl)$/,
    )
    await expect(page.frameLocator('.IN-hovercard iframe').locator('main')).toBeVisible()
    await expect(link).not.toHaveClass(/IN-pending/)
    const cardBox = (await card.boundingBox())!
    const linkBox = (await link.boundingBox())!
    // Anchored next to the link, 20 px away.
    expect(
      Math.round(
        Math.min(
          Math.abs(cardBox.x - (linkBox.x + linkBox.width)),
          Math.abs(linkBox.x - (cardBox.x + cardBox.width)),
        ),
      ),
    ).toBe(20)

    await page.locator('#elsewhere').click()
    await expect(card).toBeHidden()
    await link.hover()
    await expect(card).toBeVisible()
    await expect(page.locator('.IN-hovercard iframe')).toHaveCount(1)
  })

  test('a click-format card opens on click; its close button removes it', async ({ page }) => {
    await page.goto('/demo')
    await rendered(page)
    const link = page.locator('#member-hover .IN-link')
    await link.hover()
    await expect(page.locator('.IN-hovercard')).toHaveCount(0)
    await link.click()
    const card = page.locator('.IN-hovercard')
    await expect(card).toBeVisible()
    await page.frameLocator('.IN-hovercard iframe').locator('.window-close').first().click()
    await expect(card).toHaveCount(0)
    await expect(link).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('Share', () => {
  test('opens its window, counts +1, and reloads the count after sharing', async ({
    page,
    context,
  }) => {
    await page.goto('/share')
    await page.waitForFunction(() => document.querySelector('.IN-callout')?.textContent !== '')
    const callout = page.locator('.IN-callout')
    const before = Number((await callout.textContent())?.replace(/\D/g, ''))

    const popupPromise = context.waitForEvent('page')
    await page.locator('.IN-share .IN-button').click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    const url = new URL(popup.url())
    expect(url.origin + url.pathname).toBe(`${SERVICE}/cws/share`)
    expect(url.searchParams.get('url')).toBe('http://127.0.0.1:4310/share')
    await expect(callout).toHaveText(String(before + 1))
    await expect(page.locator('.IN-share')).toHaveClass(/IN-clicked/)

    const recount = page.waitForRequest(
      (r) => r.url().startsWith(`${SERVICE}/countserv/count/share`) && r.url().includes('cc='),
    )
    await popup.locator('button[type="submit"]').click()
    const request = await recount
    expect(new URL(request.url()).searchParams.get('cc')).toBe(String(before + 1))
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: string[] }).shared))
      .toEqual(['http://127.0.0.1:4310/share'])
    await expect(callout).toHaveText(String(before + 1))
  })

  test('a further click replaces the previous share window', async ({ page, context }) => {
    await page.goto('/share')
    await page.waitForFunction(() => document.querySelector('.IN-callout')?.textContent !== '')
    const first = context.waitForEvent('page')
    await page.locator('.IN-share .IN-button').click()
    const popup1 = await first
    const second = context.waitForEvent('page')
    await page.locator('.IN-share .IN-button').click()
    const popup2 = await second
    await expect.poll(() => popup1.isClosed()).toBe(true)
    expect(popup2.isClosed()).toBe(false)
  })
})

test.describe('cross-domain messaging', () => {
  test('resize and close from a frame reach the page; wrong-origin messages are ignored', async ({
    page,
  }) => {
    await page.goto('/share')
    const frame = page.locator('.IN-Alumni iframe')
    await expect(frame).toHaveCount(1)
    await expect
      .poll(() => frame.evaluate((f) => f.getBoundingClientRect().height))
      .toBeGreaterThan(20)
    const height = await frame.evaluate((f) => f.getBoundingClientRect().height)
    const channel = await frame.evaluate(
      (f) => JSON.parse((f as HTMLIFrameElement).name).xdChannel as string,
    )

    // Same channel, but from the page's own origin and from a harness-origin iframe: both ignored.
    await page.evaluate((ch) => {
      window.postMessage({ xdoor: 1, channel: ch, type: 'resize', data: { height: 999 } }, '*')
      const spoof = document.createElement('iframe')
      spoof.srcdoc = `<script>parent.postMessage({ xdoor: 1, channel: ${JSON.stringify(ch)}, type: 'close' }, '*')</script>`
      document.body.appendChild(spoof)
    }, channel)
    await page.waitForTimeout(300)
    expect(await frame.evaluate((f) => f.getBoundingClientRect().height)).toBe(height)
    await expect(frame).toHaveCount(1)

    // The real frame (network origin) makes itself taller and then closes.
    const inner = page.frames().find((f) => f.url().startsWith(`${SERVICE}/cws/alumni`))!
    await inner.evaluate(() => {
      const filler = document.createElement('div')
      filler.style.height = '400px'
      document.body.appendChild(filler)
    })
    await expect
      .poll(() => frame.evaluate((f) => f.getBoundingClientRect().height))
      .toBeGreaterThan(height + 350)
    await inner.evaluate(() =>
      (window as unknown as { IN: { Frame: { close(): void } } }).IN.Frame.close(),
    )
    await expect(frame).toHaveCount(0)
  })
})

test.describe('broken tag type', () => {
  test("shows Unknown type and loses '+init'", async ({ page }) => {
    const messages: string[] = []
    page.on('console', (m) => messages.push(m.text()))
    await page.goto('/broken')
    const broken = page.locator('script[data-in-error]')
    await expect(broken).toHaveAttribute('data-in-error', "Unknown type 'Broken'")
    await expect(broken).toHaveAttribute('type', 'IN/Broken')
    expect(messages).toContainEqual(expect.stringContaining("Unknown type 'Broken'"))
    expect(messages).toContainEqual(
      expect.stringContaining(`Could not load script ${SERVICE}/extensions/Broken.js`),
    )
    // The other tag on the page is unaffected.
    await expect(page.locator('script[type="IN/Alumni+init"]')).toHaveCount(1)
    await expect(page.locator('.IN-Alumni iframe')).toHaveCount(1)
  })
})

test.describe('modal and popup windows', () => {
  test('a modal frame opens over the page and its close button closes it', async ({ page }) => {
    await page.goto('/share')
    await page.evaluate((service) => {
      const IN = (window as unknown as { IN: { openWindow(o: object): { open(): unknown } } }).IN
      IN.openWindow({
        mode: 'modal',
        url: `${service}/cws/job/apply`,
        params: { jobCode: 'SIS-UH-01' },
        title: 'Apply',
        width: 520,
      }).open()
    }, SERVICE)
    const modal = page.getByRole('dialog', { name: 'Apply' })
    await expect(modal).toBeVisible()
    await expect(modal).toHaveCSS('z-index', '9999')
    const frame = page.frameLocator('.IN-modal iframe')
    await expect(frame.locator('main')).toBeVisible()
    await frame.locator('.window-close').first().click()
    await expect(modal).toHaveCount(0)
  })

  test('a popup window reports close to the page and closes itself', async ({ page, context }) => {
    await page.goto('/share')
    const popupPromise = context.waitForEvent('page')
    await page.evaluate((service) => {
      const IN = (
        window as unknown as {
          IN: { openWindow(o: object): { on(t: string, f: () => void): void; open(): unknown } }
        }
      ).IN
      const w = IN.openWindow({
        mode: 'popup',
        url: `${service}/cws/settings`,
        title: 'Settings',
        width: 500,
        height: 550,
      })
      w.on('close', () => ((window as unknown as { closedBy: string }).closedBy = 'frame'))
      w.open()
    }, SERVICE)
    const popup = await popupPromise
    await popup.waitForLoadState()
    expect(new URL(popup.url()).pathname).toBe('/cws/settings')
    await popup.locator('.window-close').first().click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { closedBy?: string }).closedBy))
      .toBe('frame')
    await expect.poll(() => popup.isClosed()).toBe(true)
  })
})
