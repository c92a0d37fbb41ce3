import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createTestApp,
  frameResult,
  hiddenValue,
  jsonpPayload,
  type TestApp,
} from '../test/testApp.js'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const xd = { xdOrigin: 'http://127.0.0.1:3000', xdChannel: 'login_1' }

describe('sign-in page', () => {
  it('refuses a wrong password with 401, sets no cookie and sends nothing to the opener', async () => {
    const res = await t.post('/cws/login', {
      ...xd,
      _action: 'login',
      requestId: 'req-login-1',
      email: 'anna.lindqvist@example.se',
      password: 'fel',
    })
    expect(res.status).toBe(401)
    expect(res.headers.get('Set-Cookie')).toBeNull()
    const html = await res.text()
    expect(html).toContain('Fel e-postadress eller lösenord.')
    expect(frameResult(html)).toBeUndefined()
    expect(t.scalar('SELECT COUNT(*) FROM sessions')).toBe(0)
  })

  it("signs a seeded member in with an HttpOnly session cookie and sends 'login' to the opener", async () => {
    const res = await t.post('/cws/login', {
      ...xd,
      _action: 'login',
      requestId: 'req-login-2',
      email: 'Anna.Lindqvist@example.se',
      password: 'demo1234',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Set-Cookie')).toMatch(/^smedja_nw_session=[\w-]{43}; .*HttpOnly/)
    const html = await res.text()
    expect(html).toContain('Välkommen, Anna Lindqvist!')
    expect(frameResult(html)).toEqual({
      channel: 'login_1',
      origin: 'http://127.0.0.1:3000',
      type: 'login',
      data: { status: 'success' },
      close: true,
    })
  })

  it('reports login at once when the visitor is already signed in', async () => {
    const cookie = await t.signIn()
    const html = await (
      await t.get('/cws/login?xdOrigin=http%3A%2F%2F127.0.0.1%3A3000&xdChannel=c2', { cookie })
    ).text()
    expect(frameResult(html)).toMatchObject({ type: 'login', channel: 'c2' })
  })

  it('shows the signed-in member in frames and signs out from settings', async () => {
    const cookie = await t.signIn()
    const html = await (await t.get('/cws/today/today', { cookie })).text()
    expect(html).toContain('Inloggad som Anna Lindqvist')
    const out = await t.post(
      '/cws/settings',
      { _action: 'logout', requestId: 'req-logout-1' },
      { cookie },
    )
    expect(await out.text()).toContain('Du är utloggad.')
    expect(t.scalar('SELECT COUNT(*) FROM sessions')).toBe(0)
    const after = await (await t.get('/cws/today/today', { cookie })).text()
    expect(after).not.toContain('Inloggad som')
  })

  it('refuses further tries (429) after ten failures for one address, even with the right password', async () => {
    const attempt = (password: string) =>
      t.post('/cws/login', {
        _action: 'login',
        requestId: 'req-login-x',
        email: 'per.holm@example.se',
        password,
      })
    for (let i = 0; i < 10; i++) expect((await attempt(`fel-${i}`)).status).toBe(401)
    const blocked = await attempt('demo1234')
    expect(blocked.status).toBe(429)
    expect(await blocked.text()).toContain('För många misslyckade försök')
    expect(blocked.headers.get('Set-Cookie')).toBeNull()
    expect((await t.signIn('anna.lindqvist@example.se')).length).toBeGreaterThan(0)
  })

  it('ignores a forged session cookie', async () => {
    const html = await (
      await t.get('/cws/today/today', { cookie: `smedja_nw_session=${'a'.repeat(43)}` })
    ).text()
    expect(html).not.toContain('Inloggad som')
  })
})

describe('product recommendation page', () => {
  const path = '/company/1001/product?prdId=5002'
  const count = () => t.scalar('SELECT recommendation_count FROM products WHERE id = 5002')

  it('asks to sign in (401) and counts nothing without a session', async () => {
    const res = await t.post(path, { _action: 'recommend', requestId: 'req-rec-0' })
    expect(res.status).toBe(401)
    expect(await res.text()).toContain('IN-signin')
    expect(count()).toBe(17)
  })

  it('raises the count once per member and reports it', async () => {
    const cookie = await t.signIn()
    const page = await (await t.get(path, { cookie })).text()
    expect(page).toContain('17 rekommendationer')
    const first = await t.post(
      path,
      { _action: 'recommend', requestId: hiddenValue(page, 'requestId') ?? '' },
      { cookie },
    )
    const html = await first.text()
    expect(first.status).toBe(200)
    expect(html).toContain('18 rekommendationer')
    expect(html).toContain('Du rekommenderar den här')
    expect(frameResult(html)).toMatchObject({ type: 'success', data: { count: 18 } })
    await t.post(path, { _action: 'recommend', requestId: 'another-request' }, { cookie })
    expect(count()).toBe(18)
    const jsonp = await t.get('/company/api/recommendation/count?type=PDCT&id=5002&callback=cb')
    expect(jsonpPayload(await jsonp.text(), 'cb')).toMatchObject({ count: 18 })
  })

  it('counts a second member separately', async () => {
    await t.post(
      path,
      { _action: 'recommend', requestId: 'req-rec-a' },
      { cookie: await t.signIn() },
    )
    await t.post(
      path,
      { _action: 'recommend', requestId: 'req-rec-b' },
      { cookie: await t.signIn('per.holm@example.se') },
    )
    expect(count()).toBe(19)
  })

  it('404s for a product of another company and counts nothing', async () => {
    const cookie = await t.signIn()
    const res = await t.post(
      '/company/1002/product?prdId=5002',
      { _action: 'recommend', requestId: 'req-rec-x' },
      { cookie },
    )
    expect(res.status).toBe(404)
    expect(count()).toBe(17)
  })
})

describe('follow buttons', () => {
  it('follows and unfollows a member, moving the follower count once each way', async () => {
    const cookie = await t.signIn()
    const followers = () => t.scalar('SELECT follower_count FROM members WHERE id = 2010')
    const form = { public_profile_url: 'per-holm', requestId: 'req-follow-1' }
    await t.post('/cws/followmember', { ...form, _action: 'follow' }, { cookie })
    const again = await t.post('/cws/followmember', { ...form, _action: 'follow' }, { cookie })
    expect(await again.text()).toContain('aria-pressed="true"')
    expect(followers()).toBe(2951)
    await t.post('/cws/followmember', { ...form, _action: 'unfollow' }, { cookie })
    await t.post('/cws/followmember', { ...form, _action: 'unfollow' }, { cookie })
    expect(followers()).toBe(2950)
  })

  it('does not let a member follow themself', async () => {
    const cookie = await t.signIn()
    const res = await t.post(
      '/cws/followmember',
      { public_profile_url: 'anna-lindqvist', _action: 'follow', requestId: 'req-follow-2' },
      { cookie },
    )
    expect(res.status).toBe(400)
    expect(t.scalar('SELECT COUNT(*) FROM follows')).toBe(0)
  })

  it('follows a company from its profile frame', async () => {
    const cookie = await t.signIn()
    const res = await t.post(
      '/cws/company/profile',
      { companyIdentifier: 'sydsvenska-lyft-kran', _action: 'follow', requestId: 'req-follow-3' },
      { cookie },
    )
    expect(res.status).toBe(200)
    expect(t.scalar('SELECT follower_count FROM companies WHERE id = 1006')).toBe(311)
  })
})

describe('job application', () => {
  const count = () => t.scalar("SELECT apply_count FROM jobs WHERE code = 'SIS-PL-03'")

  it('records an application once and reports the new count', async () => {
    const html = await (
      await t.get(
        '/cws/job/apply?jobCode=SIS-PL-03&xdOrigin=http%3A%2F%2F127.0.0.1%3A3000&xdChannel=apply_1',
      )
    ).text()
    const form = {
      jobCode: 'SIS-PL-03',
      xdOrigin: 'http://127.0.0.1:3000',
      xdChannel: 'apply_1',
      _action: 'apply',
      requestId: hiddenValue(html, 'requestId') ?? '',
      name: 'Kim Berg',
      email: 'kim.berg@example.se',
      phone: '+46 70 123 45 67',
    }
    const res = await t.post('/cws/job/apply', form)
    expect(res.status).toBe(200)
    expect(frameResult(await res.text())).toMatchObject({
      type: 'success',
      channel: 'apply_1',
      data: { jobCode: 'SIS-PL-03', count: 4 },
    })
    await t.post('/cws/job/apply', form)
    expect(count()).toBe(4)
    const jsonp = await t.get('/countserv/count/job-apply?jobCode=SIS-PL-03&callback=cb')
    expect(jsonpPayload(await jsonp.text(), 'cb')).toMatchObject({ count: 4 })
  })

  it('refuses an invalid email with 400 and records nothing', async () => {
    const res = await t.post('/cws/job/apply', {
      jobCode: 'SIS-PL-03',
      _action: 'apply',
      requestId: 'req-apply-x',
      name: 'Kim',
      email: 'inte-en-adress',
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('<code>email</code>')
    expect(count()).toBe(3)
    expect(t.scalar('SELECT COUNT(*) FROM job_applications')).toBe(0)
  })
})

describe('lead forms, messages and referrals', () => {
  const lead = {
    companyIdentifier: '1001',
    _action: 'submit',
    requestId: 'req-lead-1',
    firstName: 'Kim',
    lastName: 'Berg',
    email: 'kim@example.se',
  }

  it('requires consent on a lead form', async () => {
    const res = await t.post('/cws/leadgen', lead)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('<code>consent</code>')
    expect(t.scalar('SELECT COUNT(*) FROM leads')).toBe(0)
  })

  it('records a lead once, with its source', async () => {
    await t.post('/cws/lilaform', { ...lead, consent: 'yes' })
    const again = await t.post('/cws/lilaform', { ...lead, consent: 'yes' })
    expect(await again.text()).toContain('redan registrerat')
    expect(t.scalar("SELECT COUNT(*) FROM leads WHERE source = 'lilaform'")).toBe(1)
  })

  it('sends a message only when signed in', async () => {
    const form = {
      public_profile_url: 'maria-karlsson',
      _action: 'send',
      requestId: 'req-mail-1',
      subject: 'Hej',
      body: 'Har ni lediga tjänster?',
    }
    expect((await t.post('/cws/mail', form)).status).toBe(401)
    const res = await t.post('/cws/mail', form, { cookie: await t.signIn() })
    expect(res.status).toBe(200)
    expect(t.scalar('SELECT COUNT(*) FROM messages WHERE recipient_id = 2005')).toBe(1)
  })

  it('asks a connection at the company for a referral, and refuses a stranger', async () => {
    const cookie = await t.signIn()
    const page = await (await t.get('/cws/referral?jobCode=SIS-EL-02', { cookie })).text()
    expect(page).toContain('Maria Karlsson')
    const base = { jobCode: 'SIS-EL-02', _action: 'ask', message: 'Kan du rekommendera mig?' }
    const stranger = await t.post(
      '/cws/referral',
      { ...base, requestId: 'req-ref-0', contactId: '2002' },
      { cookie },
    )
    expect(stranger.status).toBe(400)
    const ok = await t.post(
      '/cws/referral',
      { ...base, requestId: 'req-ref-1', contactId: '2005' },
      { cookie },
    )
    expect(ok.status).toBe(200)
    expect(t.scalar('SELECT COUNT(*) FROM referrals')).toBe(1)
  })
})
