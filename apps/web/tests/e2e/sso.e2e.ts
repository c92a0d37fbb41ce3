import { gzipSync } from 'node:zlib'

import type { APIRequestContext, Frame, Page } from '@playwright/test'

import { expectNoSeriousA11yViolations } from './axe'
import { expect, test } from './fixtures'

// Single sign-on against the local identity provider (tools/dev-idp), started by server.mjs.
const port = Number(process.env.E2E_PORT ?? 3300)
const IDP = `http://127.0.0.1:${Number(process.env.E2E_IDP_PORT ?? port + 30)}`
const EMBED = `http://localhost:${Number(process.env.E2E_EMBED_PORT ?? port + 40)}`
const ADMIN = { email: 'admin@e2e.example', password: 'e2e-lösenord-123' }
const MEMBERS = { slug: 'e2e-medlemmar', title: 'Medlemssida E2E' }
const GROUP = { slug: 'e2e-styrelsen', title: 'Gruppsida E2E' }
const HOST_NAME = 'Microsoft Teams'
const MEMBERS_DESCRIPTION = 'Hemlig sammanfattning av medlemssidan'

// The browser as visitors have it: Chromium partitions the storage of a frame on another site
// (ThirdPartyStoragePartitioning, on since Chrome 115), and Playwright's contexts, like incognito
// windows, block third-party cookies. Playwright switches partitioning off by default; these tests
// switch it back on by repeating Playwright's list of disabled features without it (Chromium reads the
// last --disable-features on its command line). Without partitioning a blocked third-party frame
// gets no localStorage at all, which no current browser does.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      `--disable-features=${[
        'AvoidUnnecessaryBeforeUnloadCheckSync',
        'DestroyProfileOnBrowserClose',
        'HttpsUpgrades',
        'HttpsFirstBalancedModeAutoEnable',
        'LensOverlay',
        'MediaRouter',
        'PaintHolding',
        'AvoidCorsURLLoaderRestartOnRedirect',
        'TcpPortRandomizationWin',
        'OptimizationHints',
        'NetworkTimeServiceQuerying',
        'AimEnabled',
        'PreconnectToSearch',
      ].join(',')}`,
    ],
  },
})

async function apiAuth(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

async function ensurePage(
  request: APIRequestContext,
  headers: Record<string, string>,
  page: { slug: string; title: string },
  access: Record<string, unknown>,
) {
  const found = await request.get(`/api/pages?where[slug][equals]=${page.slug}&depth=0`, {
    headers,
  })
  if (((await found.json()) as { totalDocs: number }).totalDocs > 0) return
  const created = await request.post('/api/pages', {
    headers,
    data: { title: page.title, slug: page.slug, _status: 'published', ...access },
  })
  expect(created.ok(), await created.text()).toBe(true)
}

test.beforeAll(async ({ request }) => {
  const headers = await apiAuth(request)
  await ensurePage(request, headers, MEMBERS, {
    memberAccess: 'signedIn',
    meta: { description: MEMBERS_DESCRIPTION },
  })
  await ensurePage(request, headers, GROUP, { memberAccess: 'groups', memberGroups: ['medlemmar'] })
  const settings = await request.post('/api/globals/site-settings', {
    headers,
    data: {
      staffSignIn: {
        roleMap: [
          { group: 'smedja-administratorer', role: 'admin' },
          { group: 'smedja-redaktorer', role: 'editor' },
        ],
      },
    },
  })
  expect(settings.ok(), await settings.text()).toBe(true)
})

async function signInAtProvider(page: Page, email: string, password: string) {
  await page.waitForURL((url) => url.href.startsWith(`${IDP}/interaction/`))
  await page.getByLabel('E-post').fill(email)
  await page.getByLabel('Lösenord').fill(password)
  await page.getByRole('button', { name: 'Logga in' }).click()
}

test('a signed-out visitor is sent to sign in and comes back to the members-only page; logout', async ({
  page,
  baseURL,
}) => {
  const anonymous = await page.request.get(`/${MEMBERS.slug}`)
  const helperHtml = await anonymous.text()
  expect(helperHtml).not.toContain('data-page-slug="e2e-medlemmar"')
  // The helper's head names nothing of the page: no title, no description.
  expect(helperHtml).not.toContain(MEMBERS_DESCRIPTION)
  expect(helperHtml).not.toContain(MEMBERS.title)
  expect(helperHtml).toMatch(/<title>Logga in för att se sidan/)
  // What the helper page adds to the site's own scripts (the report of issue 17 quotes it).
  const script = await (await page.request.get('/sso/hjalpare.js')).body()
  const gzipped = gzipSync(script).length
  console.log(`[sso] /sso/hjalpare.js: ${script.length} bytes, ${gzipped} bytes gzipped`)
  expect(gzipped).toBeLessThan(8 * 1024)
  await page.goto(`/${MEMBERS.slug}`)
  await signInAtProvider(page, 'anna.medlem@smedja.test', 'anna-losen-1')
  await page.waitForURL(`${baseURL}/${MEMBERS.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: MEMBERS.title })).toBeVisible()
  await expect(page.locator('.header-sso-name')).toHaveText('Anna Medlem')
  await expect(page).toHaveTitle(new RegExp(MEMBERS.title))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    MEMBERS_DESCRIPTION,
  )
  const again = await page.reload()
  expect(again!.headers()['cache-control']).toMatch(/private/)
  expect(again!.headers()['cache-control']).toMatch(/no-store/)
  await expectNoSeriousA11yViolations(page)

  // Signed in, but not in the page's group.
  await page.goto(`/${GROUP.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: MEMBERS.title })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: GROUP.title })).toBeVisible()

  await page.getByRole('button', { name: 'Logga ut' }).click()
  await page.waitForURL((url) => url.href.startsWith(`${IDP}/session/end`))
  await page.getByRole('button', { name: 'Logga ut' }).click()
  await page.waitForURL(`${baseURL}/`)
  await expect(page.locator('.header-sso-name')).toHaveCount(0)
  expect((await page.context().cookies()).some((c) => c.name === 'smedja-sso')).toBe(false)
  // The provider's session ended too: the members page asks for a sign-in again.
  await page.goto(`/${MEMBERS.slug}`)
  await page.waitForURL((url) => url.href.startsWith(`${IDP}/interaction/`))
})

test('a visitor outside the group is refused', async ({ page }) => {
  await page.goto(`/${GROUP.slug}`)
  await signInAtProvider(page, 'bo.besokare@smedja.test', 'bo-losen-1')
  await expect(page.getByRole('heading', { level: 1, name: 'Du saknar behörighet' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

// The site in a frame on another site (http://localhost frames http://127.0.0.1): the frame's storage is
// partitioned and its third-party cookies are blocked, so the popup's top-level session does not reach
// it; the frame takes the popup's sign-in over (a partitioned cookie of its own) before it goes back.
test('in a frame on another site: popup, fallback button, and back in the frame', async ({
  page,
}) => {
  const popupOpened = page.waitForEvent('popup')
  const popupRequest = page
    .context()
    .waitForEvent('request', (r) => r.url().includes('action=openidredirect'))
  await page.goto(`${EMBED}/inbaddad?src=/${MEMBERS.slug}`)
  const frame = page.frameLocator('iframe[title="Inbäddad sida"]')
  const fallback = frame.getByRole('button', { name: 'Sign in with Lokal IdP' })
  await expect(fallback).toBeVisible()
  await expect(fallback.locator('img')).toHaveAttribute('src', '/sso/leverantor.svg')
  const popup = await popupOpened
  const popupUrl = new URL((await popupRequest).url())
  expect(popupUrl.searchParams.get('action')).toBe('openidredirect')
  expect(popupUrl.searchParams.get('redirect_to')).toBe(`http://127.0.0.1:${port}/${MEMBERS.slug}`)
  expect(popupUrl.searchParams.get('cb')).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  await signInAtProvider(popup, 'anna.medlem@smedja.test', 'anna-losen-1')
  await popup.waitForEvent('close')
  await expect(frame.getByRole('heading', { level: 1, name: MEMBERS.title })).toBeVisible()
  await expect(frame.locator('.header-sso-name')).toHaveText('Anna Medlem')
  // The frame's session is its own, partitioned under the embedding site.
  const cookies = await page.context().cookies(`http://127.0.0.1:${port}`)
  const partitioned = cookies.filter((c) => c.name === 'smedja-sso' && c.partitionKey)
  expect(partitioned.map((c) => c.partitionKey)).toEqual(['http://localhost'])
  expect(partitioned[0]).toMatchObject({ secure: true, sameSite: 'None', httpOnly: true })
})

test('interim-login=1 reloads the top window instead of signing in', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    ;(window as unknown as { beforeReload: boolean }).beforeReload = true
  })
  const reloaded = page.waitForEvent('load')
  const signInRequests: string[] = []
  page.on('request', (request) => {
    if (
      (request.postData() ?? '').includes('openidredirect') ||
      request.url().includes('action=openidredirect')
    )
      signInRequests.push(request.url())
  })
  // A frame of our own with the parameter (WordPress's interim login is such a frame).
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.src = src
    frame.title = 'Interimsinloggning'
    document.body.append(frame)
  }, `/${MEMBERS.slug}?interim-login=1`)
  await reloaded
  await expect.poll(() => page.evaluate(() => 'beforeReload' in window)).toBe(false)
  expect(page.url()).toBe(`http://127.0.0.1:${port}/`)
  expect(signInRequests).toEqual([])
})

/** What the collaboration host heard from the tab and the popup (tests/support/collabHost.mjs). */
type HostMessage = { from: string; func: string; args: unknown[] }
const hostLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostLog: HostMessage[] }).hostLog)

async function openInHost(page: Page, mode: 'ok' | 'fail' | 'noinit' | 'nocontext') {
  await page.goto(`${EMBED}/varden?mode=${mode}&src=/${MEMBERS.slug}`)
  return page.frameLocator('iframe[name="embedded-page-container"]')
}

test.describe('in the collaboration host (a tab named embedded-page-container)', () => {
  test('success: the host token signs the tab in; the same token again is refused', async ({
    page,
  }) => {
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && (r.postData() ?? '').includes('id_token='),
    )
    const tab = await openInHost(page, 'ok')
    const form = new URLSearchParams((await posted).postData()!)
    expect([...form.keys()].sort()).toEqual(['id_token', 'state'])
    expect(form.get('state')).toBe(`http://127.0.0.1:${port}/${MEMBERS.slug}`)
    // A real token from the provider, for the app's id URI (tools/dev-idp /dev/host-token).
    const claims = JSON.parse(
      Buffer.from(form.get('id_token')!.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>
    expect(claims).toMatchObject({
      iss: IDP,
      aud: `api://127.0.0.1:${port}/smedja-web`,
      sub: 'u-anna',
    })
    await expect(tab.getByRole('heading', { level: 1, name: MEMBERS.title })).toBeVisible()
    const funcs = (await hostLog(page)).filter((m) => m.from === 'tab').map((m) => m.func)
    expect(funcs.slice(0, 3)).toEqual(['initialize', 'getContext', 'authentication.getAuthToken'])
    expect(funcs).not.toContain('authentication.authenticate')
    const cookies = await page.context().cookies(`http://127.0.0.1:${port}`)
    expect(
      cookies.filter((c) => c.name === 'smedja-sso').map((c) => c.partitionKey ?? 'none'),
    ).toEqual(['http://localhost'])

    // The same token posted again (a replay) makes no session.
    const replay = await page.request.post(`/${MEMBERS.slug}`, {
      form: { state: form.get('state')!, id_token: form.get('id_token')! },
      headers: { origin: `http://127.0.0.1:${port}` },
      maxRedirects: 0,
    })
    expect(replay.status()).toBe(400)
    expect(replay.headers()['set-cookie'] ?? '').not.toContain('smedja-sso=')
  })

  test('failure: the administrator notice with the exception details, and AuthFailed to the host', async ({
    page,
  }) => {
    const tab = await openInHost(page, 'fail')
    const errors = tab.locator('#smedja-sso-errors')
    await expect(
      errors.getByRole('heading', { name: 'Important information for administrators' }),
    ).toBeVisible()
    await expect(errors).toContainText('Please update your App Manifest.')
    await expect(errors.getByRole('link', { name: 'Continue reading' })).toBeVisible()
    await expect(errors).toContainText('[Exception details: resourceRequiresConsent]')
    await expect
      .poll(async () => (await hostLog(page)).filter((m) => m.from === 'tab'))
      .toContainEqual({
        from: 'tab',
        func: 'authentication.authenticate.failure',
        args: ['AuthFailed'],
      })
    await expect(tab.getByRole('heading', { level: 1, name: MEMBERS.title })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('no answer to initialise within 500 ms: the SDK error', async ({ page }) => {
    const tab = await openInHost(page, 'noinit')
    await expect(tab.locator('#smedja-sso-errors')).toHaveText(
      `Could not initialize the ${HOST_NAME} SDK [unknown error].`,
    )
    await expect.poll(async () => (await hostLog(page)).map((m) => m.func)).toEqual(['initialize'])
  })

  test('no context within a further 500 ms: the host is asked for its authentication popup', async ({
    page,
  }) => {
    // The SDK sends authentication.authenticate only for an https URL, which this http test server is
    // not: a spy on the tab's SDK records what the helper asked the host for.
    await page.route(/\/sso\/teams\.js$/, async (route) => {
      const response = await route.fetch()
      const spy = `
;(function () {
  var real = window.microsoftTeams;
  var calls = (window.hostAuthenticateCalls = []);
  var auth = Object.create(real.authentication);
  Object.defineProperty(auth, 'authenticate', { value: function (p) {
    calls.push({ url: p.url, width: p.width, height: p.height, at: performance.now() });
    return real.authentication.authenticate(p);
  } });
  var sdk = Object.create(real);
  Object.defineProperty(sdk, 'authentication', { value: auth });
  window.microsoftTeams = sdk;
})();`
      await route.fulfill({ response, body: (await response.text()) + spy })
    })
    await openInHost(page, 'nocontext')
    const tab = page.frame({ name: 'embedded-page-container' }) as Frame
    await expect
      .poll(() =>
        tab.evaluate(
          () =>
            (window as unknown as { hostAuthenticateCalls?: unknown[] }).hostAuthenticateCalls
              ?.length ?? 0,
        ),
      )
      .toBe(1)
    const [call] = await tab.evaluate(
      () =>
        (
          window as unknown as {
            hostAuthenticateCalls: { url: string; width: number; height: number }[]
          }
        ).hostAuthenticateCalls,
    )
    expect(call).toMatchObject({ width: 600, height: 535 })
    const url = new URL(call!.url)
    expect(url.origin).toBe(`http://127.0.0.1:${port}`)
    expect(url.searchParams.get('action')).toBe('openidredirect')
    expect(url.searchParams.get('redirect_to')).toBe(`http://127.0.0.1:${port}/${MEMBERS.slug}`)
    const funcs = (await hostLog(page)).map((m) => m.func)
    expect(funcs).toEqual(['initialize', 'getContext'])
  })
})

test('staff sign in to the admin with the provider; the group decides the role', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Logga in med Lokal IdP' }).click()
  await signInAtProvider(page, 'david.admin@smedja.test', 'david-losen-1')
  await page.waitForURL(/\/admin\/?$/)
  const headers = await apiAuth(request)
  const users = await request.get(
    '/api/users?where[email][equals]=david.admin@smedja.test&depth=0',
    { headers },
  )
  const [david] = ((await users.json()) as { docs: { roles: string[]; ssoSubject: string }[] }).docs
  expect(david?.roles).toEqual(['admin'])
  expect(david?.ssoSubject).toBe('u-david')
})
