import { expect, test, type Locator, type Page } from './fixtures'

import { expectNoSeriousA11yViolations } from './axe'

// The map module (issue 13; spec 3.6, 9.5) on the seeded Kontakt page and /moduler. Tests run
// offline: tile requests (made only after 'Visa karta') are answered here with an empty PNG.

const isTileHost = (url: URL) => /(^|\.)tile\.openstreetmap\.org$/.test(url.hostname)
// A 1 x 1 transparent PNG.
const EMPTY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

type Loaded = { url: string; type: string; body: Promise<string> }

/**
 * Records every request the page makes and the bodies of its scripts and stylesheets, and answers
 * tile requests with an empty image.
 */
async function watchNetwork(page: Page) {
  const requests: URL[] = []
  const loaded: Loaded[] = []
  page.on('request', (request) => requests.push(new URL(request.url())))
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet') {
      loaded.push({ url: response.url(), type, body: response.text().catch(() => '') })
    }
  })
  await page.route(isTileHost, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_PNG }),
  )
  return { requests, loaded }
}

/**
 * Whether any of the loaded scripts or stylesheets holds Leaflet: its JavaScript names the
 * container class, its stylesheet styles the zoom box (our own map.css mentions neither).
 */
async function leafletLoaded(loaded: Loaded[], type: 'script' | 'stylesheet') {
  const marker = type === 'script' ? 'leaflet-container' : '.leaflet-zoom-box'
  const bodies = await Promise.all(loaded.filter((l) => l.type === type).map((l) => l.body))
  return bodies.some((body) => body.includes(marker))
}

const boxes = (pins: Locator) =>
  pins.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }),
  )

/** The boxes of the elements matching `selector` in `container`, relative to the container. */
const boxesIn = (container: Locator, selector: string) =>
  container.evaluate((root, sel) => {
    const origin = root.getBoundingClientRect()
    return [...root.querySelectorAll(sel)].map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height }
    })
  }, selector)

/** Distance between the first two markers Leaflet drew, in pixels. */
const markerSpread = (map: Locator) =>
  boxes(map.locator('.leaflet-marker-icon')).then(([a, b]) => Math.hypot(a!.x - b!.x, a!.y - b!.y))

/**
 * Tiles are third-party content (features/consent): until the visitor allows functional cookies a
 * placeholder stands where 'Visa karta' will be. `allow` presses its 'Tillåt funktionella' first;
 * once allowed (the cookie lasts), the button is there straight away.
 */
async function showMap(map: Locator, { allow = true } = {}) {
  if (allow) await map.getByRole('button', { name: 'Tillåt funktionella' }).click()
  await map.getByRole('button', { name: 'Visa karta' }).click()
  const live = map.locator('.map-live')
  await expect(live).toHaveClass(/leaflet-container/)
  await expect(map.getByRole('button', { name: 'Visa karta' })).toHaveCount(0)
  return live
}

test.describe('map module', () => {
  test('Kontakt shows a static preview with its places and makes no third-party request before Visa karta', async ({
    page,
    baseURL,
  }) => {
    const { requests, loaded } = await watchNetwork(page)
    await page.goto('/kontakt')
    const map = page.locator('#karta')
    const region = map.getByRole('region', {
      name: 'Karta över Norrberg Industriservice i Sundsvall',
    })
    await expect(region).toBeVisible()
    await expect(
      map.getByRole('list', { name: 'Platser på kartan' }).getByRole('listitem'),
    ).toHaveText([
      /Kontor och verkstad\s*Verkstadsgatan 4\s*852 34 Sundsvall/,
      /Lager och servicebilar, Birsta\s*Hämtning av reservdelar/,
    ])
    await expect(region.locator('.map-preview-pin')).toHaveCount(2)
    await expect(region).toContainText('Det här innehållet kommer från tile.openstreetmap.org')
    await expectNoSeriousA11yViolations(page)

    await page.waitForLoadState('networkidle')
    const origin = new URL(baseURL!).origin
    expect(requests.filter((url) => url.origin !== origin).map(String)).toEqual([])
    expect(await leafletLoaded(loaded, 'script')).toBe(false)
    expect(await leafletLoaded(loaded, 'stylesheet')).toBe(false)
    await expect(map.locator('.leaflet-container')).toHaveCount(0)

    // The preview's pins are where Leaflet will draw them (measured in the map's box: clicking the
    // button scrolls the page).
    const preview = await boxesIn(region, '.map-preview-pin')
    const live = await showMap(map)
    await expect(live).toBeFocused()
    await expect(live.locator('.leaflet-marker-icon')).toHaveCount(2)
    const drawn = await boxesIn(region, '.leaflet-marker-icon')
    expect(drawn.map((b) => [b.width, b.height])).toEqual([
      [46, 43],
      [46, 43],
    ])
    drawn.forEach((box, i) => {
      expect(Math.abs(box.x - preview[i]!.x)).toBeLessThan(1.5)
      expect(Math.abs(box.y - preview[i]!.y)).toBeLessThan(1.5)
    })
    await expect.poll(() => requests.filter(isTileHost).length).toBeGreaterThan(0)
    expect(await leafletLoaded(loaded, 'script')).toBe(true)
    expect(await leafletLoaded(loaded, 'stylesheet')).toBe(true)
    await expect(live.locator('.leaflet-control-attribution')).toContainText(
      '© OpenStreetMap-bidragsgivare',
    )
    await expectNoSeriousA11yViolations(page)
  })

  test('pins are reached with Tab, open their info window with Enter or Space and Escape returns focus', async ({
    page,
  }) => {
    await watchNetwork(page)
    await page.goto('/kontakt')
    const map = page.locator('#karta')
    const live = await showMap(map)
    await expect(live).toBeFocused()
    const pins = live.getByRole('button', { name: /Kontor och verkstad|Lager och servicebilar/ })

    await page.keyboard.press('Tab')
    await expect(pins.nth(0)).toBeFocused()
    await expect(pins.nth(0)).toHaveAccessibleName('Kontor och verkstad')
    await page.keyboard.press('Enter')
    const office = live.getByRole('dialog', { name: 'Kontor och verkstad' })
    await expect(office).toContainText('Verkstadsgatan 4')
    await expect(office.locator('.map-popup')).toBeFocused()
    await expect(pins.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expectNoSeriousA11yViolations(page)

    await page.keyboard.press('Escape')
    await expect(live.locator('.leaflet-popup')).toHaveCount(0)
    await expect(pins.nth(0)).toBeFocused()
    await expect(pins.nth(0)).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Tab')
    await expect(pins.nth(1)).toBeFocused()
    await page.keyboard.press(' ')
    const store = live.getByRole('dialog', { name: 'Lager och servicebilar, Birsta' })
    await expect(store).toContainText('Ring 060-12 34 50 innan du kommer.')
    // The window's close button (Swedish) also gives focus back to the pin.
    await page.keyboard.press('Tab')
    await expect(store.getByRole('button', { name: 'Stäng' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(live.locator('.leaflet-popup')).toHaveCount(0)
    await expect(pins.nth(1)).toBeFocused()

    // A click opens the window too, with the tiles answered or not.
    await pins.nth(0).click()
    await expect(office).toBeVisible()
  })

  test('the mouse wheel zooms only the map that allows it', async ({ page }) => {
    await watchNetwork(page)
    // Kontakt: wheel zoom off, so the wheel scrolls the page and the map stays as it was.
    await page.goto('/kontakt')
    const contact = page.locator('#karta')
    const contactMap = await showMap(contact)
    const before = await markerSpread(contactMap)
    await contactMap.scrollIntoViewIfNeeded()
    const box = (await contactMap.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + 20)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled)
    expect(await markerSpread(contactMap)).toBeCloseTo(before, 0)

    // /moduler: wheel zoom on, so the pins move apart.
    await page.goto('/moduler#kartor')
    const showcase = page.locator('#karta-norrland')
    // Functional cookies were allowed on Kontakt: no placeholder this time.
    const showcaseMap = await showMap(showcase, { allow: false })
    await showcaseMap.scrollIntoViewIfNeeded()
    const spread = await markerSpread(showcaseMap)
    const area = (await showcaseMap.boundingBox())!
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2)
    await page.mouse.wheel(0, -300)
    await expect.poll(() => markerSpread(showcaseMap)).toBeGreaterThan(spread * 1.5)
  })

  test('greys the map per device: all grey on desktop, half on tablet, colour on phone', async ({
    page,
  }) => {
    await watchNetwork(page)
    const grey = () =>
      page
        .locator('#karta-norrland .map-preview')
        .evaluate((el) => getComputedStyle(el).filter)
        .then((filter) => {
          const match = /grayscale\(([\d.]+)(%?)\)/.exec(filter)
          return match ? Number(match[1]) / (match[2] ? 100 : 1) : null
        })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/moduler#kartor')
    await expect(page.locator('#karta-norrland .map-places li')).toHaveCount(3)
    expect(await grey()).toBe(1)
    await page.setViewportSize({ width: 900, height: 900 })
    expect(await grey()).toBe(0.5)
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await grey()).toBe(0)
    await expectNoSeriousA11yViolations(page)
  })
})
