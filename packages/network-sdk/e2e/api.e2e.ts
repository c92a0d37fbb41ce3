import { expect, test, type Page } from '@playwright/test'

const SERVICE = 'http://127.0.0.1:3100'

type Result = { values: Record<string, unknown>[]; meta: Record<string, unknown> }

const sessionReady = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events))
    .toContain('ready')

async function signIn(page: Page, email: string) {
  const popupPromise = page.context().waitForEvent('page')
  await page.locator('#signin').click()
  const popup = await popupPromise
  await popup.waitForURL(/\/oauth\/authorize/)
  await popup.locator('#email').fill(email)
  await popup.locator('#password').fill('demo1234')
  await popup.locator('button[type="submit"]').click()
  const allow = popup.locator('form button[type="submit"]').first()
  await Promise.race([popup.waitForEvent('close'), allow.click().catch(() => undefined)])
  await expect.poll(() => page.evaluate(() => window.IN?.User.isAuthorized())).toBe(true)
}

test('an anonymous visitor makes public calls with an anonymous token', async ({ page }) => {
  const profileCall = page.waitForRequest((r) => r.url().startsWith(`${SERVICE}/v1/people::(`))
  await page.goto('/api')
  await sessionReady(page)
  const credentials = await page.evaluate(() => window.IN?.credentials)
  expect(credentials?.isAuthenticated).toBe(false)
  expect(credentials?.anonymousToken).toMatch(/^anon\./)

  const profile = (await page.evaluate(() =>
    window.IN?.API.Profile('mtAnnaL7f3a9Q', 'https://smedja.example.se/in/per-holm')
      .asPublic()
      .toPromise(),
  )) as Result
  expect(profile.values.map((v) => v.firstName)).toEqual(['Anna', 'Per'])
  expect((await profileCall).headers().authorization).toBe(`Bearer ${credentials?.anonymousToken}`)

  const search = (await page.evaluate(() =>
    window.IN?.API.PeopleSearch()
      .fields('firstName')
      .params({ keywords: 'underhåll', count: 3 })
      .toPromise(),
  )) as Result
  expect(search.values).toHaveLength(3)
  expect(search.meta.numResults).toBeGreaterThan(3)
  const facets = search.meta.facets as {
    values: { code: string; buckets: { values: unknown[] } }[]
  }
  expect(facets.values.map((f) => f.code)).toEqual([
    'location',
    'industry',
    'current-company',
    'school',
  ])

  const group = (await page.evaluate(() =>
    window.IN?.API.Group('8002').fields('name', 'numMembers').toPromise(),
  )) as Result
  expect(group.values[0]).toEqual({ name: 'Underhåll i processindustrin', numMembers: 5 })
})

test('a signed-in member calls me, posts and deletes a comment and toggles a like; the refresh timer runs', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/api')
  await sessionReady(page)
  await signIn(page, 'sara.nilsson@example.se')
  expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toContain(
    'authenticate',
  )

  const me = (await page.evaluate(() =>
    window.IN?.API.Profile('me').fields('firstName', 'emailAddress').toPromise(),
  )) as Result
  expect(me.values[0]).toEqual({
    _key: '~',
    firstName: 'Sara',
    emailAddress: 'sara.nilsson@example.se',
  })

  const posted = (await page.evaluate(() =>
    window.IN?.API.Post('9004').comment('Bra lista – tack!').toPromise(),
  )) as Result
  const id = String(posted.values[0]?.id)
  expect(posted.values[0]).toMatchObject({
    text: 'Bra lista – tack!',
    creator: { firstName: 'Sara' },
  })
  const read = (await page.evaluate(
    (cid) => window.IN?.API.Comments(cid).fields('text').toPromise(),
    id,
  )) as Result
  expect(read.values).toEqual([{ text: 'Bra lista – tack!' }])
  await page.evaluate((cid) => window.IN?.API.Comments(cid).remove().toPromise(), id)
  const gone = await page.evaluate(
    (cid) =>
      window.IN?.API.Comments(cid)
        .toPromise()
        .then(
          () => 'found',
          (e: Error) => e.message,
        ),
    id,
  )
  expect(gone).toBe(`Could not find comments {${id}}`)

  const liked = async (on: boolean) => {
    await page.evaluate((value) => window.IN?.API.Post('9005').like(value).toPromise(), on)
    const post = (await page.evaluate(() =>
      window.IN?.API.Post('9005').fields('relationToViewer').toPromise(),
    )) as Result
    return (post.values[0]?.relationToViewer as { isLiked: boolean }).isLiked
  }
  expect(await liked(true)).toBe(true)
  expect(await liked(false)).toBe(false)

  // Credentials refresh every 30 minutes while signed in (a shortened clock).
  const refresh = page.waitForRequest((r) =>
    r.url().startsWith(`${SERVICE}/cws/session/credentials`),
  )
  await page.clock.runFor(30 * 60 * 1000)
  await refresh
})

test('every API error text of SPEC 8.2 reaches the page verbatim', async ({ page }) => {
  await page.goto('/api')
  await sessionReady(page)
  const errors = await page.evaluate(() =>
    (window as unknown as { badCalls(): Promise<[string, string][]> }).badCalls(),
  )
  const me = "You need to authenticate in order to use 'me' or '~' as a valid profile identifier"
  expect(errors).toEqual(
    expect.arrayContaining([
      ['thrown', "Command has executed. You can't append additional properties."],
      ['thrown', 'params() must receive a key-value-pair like object.'],
      ['handler', 'ids must be set either through the constructor or through .ids()'],
      ['handler', 'id must be set either through the constructor or through .id()'],
      ['handler', 'url must be set either through the constructor or through .url()'],
      ['thrown', 'Cannot get connections for multiple users at a time'],
      ['thrown', 'Cannot get member updates for multiple users at a time'],
      ['thrown', 'ids are restricted to the current user'],
      ['thrown', 'PeopleSearch does not take any arguments.'],
      ['thrown', 'Unknown Type: PATCH'],
      ['thrown', 'Invalid body was provided. Must provide a String, Object, or HTMLFormElement'],
    ]),
  )
  // 'me' without a session: refused by the SDK before sending, and by the service for a raw call.
  expect(errors.filter(([source, message]) => source === 'handler' && message === me)).toHaveLength(
    2,
  )
  expect(errors).toHaveLength(13)
  await expect(page.locator('#errors li')).toHaveCount(13)
})

declare global {
  interface Window {
    IN?: import('../src/network').Network
  }
}
