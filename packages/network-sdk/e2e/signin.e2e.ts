import { expect, test, type Page } from '@playwright/test'

const SERVICE = 'http://127.0.0.1:3100'

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: string[] }).events)

test.describe('sign-in', () => {
  test('the authorize popup signs the visitor in; MemberData then renders; logout signs out', async ({
    page,
    context,
  }) => {
    await page.goto('/signin')
    await expect.poll(() => events(page)).toContain('sessionReady')
    expect(await page.evaluate(() => window.IN?.User.isAuthorized())).toBe(false)
    await expect(page.locator('#me .IN-MemberData')).toBeEmpty()

    const popupPromise = context.waitForEvent('page')
    await page.locator('#signin').click()
    const popup = await popupPromise
    // The popup opens blank and then receives the posted authorize form.
    await popup.waitForURL(/\/oauth\/authorize/)
    expect(new URL(popup.url()).pathname).toBe('/oauth/authorize')
    await popup.locator('#email').fill('anna.lindqvist@example.se')
    await popup.locator('#password').fill('demo1234')
    await popup.locator('button[type="submit"]').click()
    // The first time for this API key the member allows the site; afterwards the popup goes
    // straight to the relay page, which reports to the page and closes.
    const allow = popup.locator('form button[type="submit"]').first()
    await Promise.race([popup.waitForEvent('close'), allow.click().catch(() => undefined)])

    await expect(page.locator('#status')).toHaveText('signed in')
    expect(await page.evaluate(() => window.IN?.User.isAuthorized())).toBe(true)
    await expect(page.locator('#me .IN-MemberData')).toHaveText('Anna Lindqvist')
    expect(await events(page)).toContain('auth')
    await expect.poll(() => popup.isClosed()).toBe(true)

    await page.evaluate(() => window.IN?.User.logout())
    await expect.poll(() => page.evaluate(() => window.IN?.User.isAuthorized())).toBe(false)
    expect(await events(page)).toContain('logout')
  })

  test('a sign-in inside a widget frame reaches the page, which reloads its widgets', async ({
    page,
    context,
  }) => {
    await page.goto('/signin')
    await expect.poll(() => events(page)).toContain('sessionReady')
    const follow = page.frameLocator('#follow iframe')
    const firstSrc = await page.locator('#follow iframe').getAttribute('src')
    const signin = follow.locator('.IN-signin').first()
    await expect(signin).toBeVisible()

    const popupPromise = context.waitForEvent('page')
    await signin.click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    expect(popup.url().startsWith(`${SERVICE}/cws/login`)).toBe(true)
    await popup.locator('#email').fill('anna.lindqvist@example.se')
    await popup.locator('#password').fill('demo1234')
    await popup.locator('button[type="submit"]').click()

    await expect.poll(() => events(page)).toContain('login')
    // The page reloaded its widgets: a new frame (new channel) replaced the old one.
    await expect.poll(() => page.locator('#follow iframe').getAttribute('src')).not.toBe(firstSrc)
    await expect(page.locator('#follow iframe')).toHaveCount(1)
  })
})

test('PKCE: the authorization popup returns a code the page trades for a token', async ({
  page,
  context,
}) => {
  await page.goto('/signin-pkce')
  await expect.poll(() => events(page)).toContain('sessionReady')
  const popupPromise = context.waitForEvent('page')
  await page.locator('#signin').click()
  const popup = await popupPromise
  await popup.waitForLoadState()
  const url = new URL(popup.url())
  expect(url.pathname).toBe('/oauth/v2/authorization')
  expect(url.searchParams.get('code_challenge_method')).toBe('S256')
  expect(url.searchParams.get('state')).toHaveLength(128)
  await popup.locator('#email').fill('erik.johansson@example.se')
  await popup.locator('#password').fill('demo1234')
  await popup.locator('button[type="submit"]').click()
  const allow = popup.locator('form button[type="submit"]').first()
  await Promise.race([popup.waitForEvent('close'), allow.click().catch(() => undefined)])

  await expect(page.locator('#status')).toHaveText('signed in')
  expect(await page.evaluate(() => window.IN?.User.isAuthorized())).toBe(true)
  await expect(page.locator('#me .IN-MemberData')).toHaveText('Erik Johansson')
})

declare global {
  interface Window {
    IN?: import('../src/network').Network
  }
}
