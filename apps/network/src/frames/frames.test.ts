import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/testApp.js'

let t: TestApp
beforeAll(() => {
  t = createTestApp()
})
afterAll(() => t.close())

const xd = 'xdOrigin=http%3A%2F%2F127.0.0.1%3A3000&xdChannel=ch_1'

// Every frame of SPEC 2.2 with a seeded id (and what it must show) and with an unknown id.
const frames: { path: string; found: string; shows: string; unknown?: string; missing: string }[] =
  [
    {
      path: '/cws/alumni',
      found: 'schoolId=301',
      shows: 'Alumner från Kungliga Tekniska högskolan',
      unknown: 'schoolId=999',
      missing: 'skola med id 999',
    },
    {
      path: '/college/alumni-facet-extension',
      found: 'schoolId=ltu',
      shows: 'Alumnfilter för Luleå tekniska universitet',
      unknown: 'schoolId=nope',
      missing: 'skola med id nope',
    },
    {
      path: '/cws/company/profile',
      found: 'companyIdentifier=1001&format=inline',
      shows: 'Norrberg Industriservice AB',
      unknown: 'companyIdentifier=999',
      missing: 'företag med id 999',
    },
    {
      path: '/cws/company/insider',
      found: 'companyIdentifier=norrberg-industriservice&modules=newhires,jobchanges',
      shows: 'Ali Hassan',
      unknown: 'companyIdentifier=okand-firma',
      missing: 'företag med id okand-firma',
    },
    {
      path: '/cws/member/public_profile',
      found: 'public_profile_url=https%3A%2F%2Fwww.example.se%2Fin%2Fanna-lindqvist',
      shows: 'Anna Lindqvist',
      unknown: 'public_profile_url=https%3A%2F%2Fwww.example.se%2Fin%2Fingen-alls',
      missing: 'ingen medlem med profilen',
    },
    {
      path: '/cws/member/full_profile',
      found: 'member_token=mtSaraN9c4e2P&api_key=demo-api-key',
      shows: 'EN 1090',
      unknown: 'member_token=mtUnknown0000&api_key=demo-api-key',
      missing: 'ingen medlem med profilen mtUnknown0000',
    },
    {
      path: '/cws/followmember',
      found: 'public_profile_url=per-holm&format=text&size=25',
      shows: 'Följ Per Holm',
      unknown: 'public_profile_url=nobody-here',
      missing: 'ingen medlem med profilen nobody-here',
    },
    {
      path: '/cws/followcompany',
      found: 'id=1005',
      shows: 'Följ Mälardalens Automation AB',
      unknown: 'id=4242',
      missing: 'företag med id 4242',
    },
    {
      path: '/cws/jymbii',
      found: 'companyId=1001&max=2',
      shows: 'Projektledare underhållsprojekt',
      unknown: 'companyId=777',
      missing: 'företag med id 777',
    },
    {
      path: '/cws/share',
      found: 'url=https%3A%2F%2Fsmedja.example.se%2F&trk=demo',
      shows: 'Dela på Smedja Nätverk',
      missing: '',
    },
    { path: '/cws/settings', found: '', shows: 'Inställningar och felsökning', missing: '' },
    { path: '/cws/login', found: '', shows: 'Logga in på Smedja Nätverk', missing: '' },
    {
      path: '/cws/job/apply',
      found: 'jobCode=SIS-UH-01',
      shows: 'Ansök: Underhållstekniker, mekanik',
      unknown: 'jobCode=XX-00',
      missing: 'annons med koden XX-00',
    },
    {
      path: '/cws/mail',
      found: 'public_profile_url=maria-karlsson',
      shows: 'Skicka meddelande till Maria Karlsson',
      unknown: 'public_profile_url=okand-person',
      missing: 'ingen medlem med profilen okand-person',
    },
    {
      path: '/cws/referral',
      found: 'jobId=7004',
      shows: 'Be om rekommendation: Drifttekniker gruvindustri',
      unknown: 'jobId=1',
      missing: 'annons med koden 1',
    },
    {
      path: '/cws/leadgen',
      found: 'companyIdentifier=1003',
      shows: 'Kontakta Bergslagens Svets &amp; Montage AB',
      unknown: 'companyIdentifier=1',
      missing: 'företag med id 1',
    },
    {
      path: '/cws/lilaform',
      found: 'companyIdentifier=1004',
      shows: 'Kontakta Västkustens Processtjänst AB',
      unknown: 'companyIdentifier=2',
      missing: 'företag med id 2',
    },
    {
      path: '/cws/today/today',
      found: 'companyIdentifier=1002',
      shows: 'Ny verkstad i Kiruna invigd',
      unknown: 'companyIdentifier=3',
      missing: 'företag med id 3',
    },
    {
      path: '/cws/sfdc/member',
      found: 'public_profile_url=johan-bergstrom',
      shows: 'Säljinsikter: Johan Bergström',
      unknown: 'public_profile_url=vem-da',
      missing: 'ingen medlem med profilen vem-da',
    },
    {
      path: '/cws/sfdc/company',
      found: 'companyIdentifier=1006',
      shows: 'Oskar Lund',
      unknown: 'companyIdentifier=5',
      missing: 'företag med id 5',
    },
    {
      path: '/cws/sfdc/signal',
      found: 'companyIdentifier=1004',
      shows: 'Revisionsstopp genomfört på rekordtid',
      unknown: 'companyIdentifier=6',
      missing: 'företag med id 6',
    },
    {
      path: '/cws/cap/recruiter_member',
      found: 'member_token=mtLinaE8a1d4M',
      shows: 'Öppen för nya möjligheter',
      unknown: 'member_token=mtNobody00000',
      missing: 'ingen medlem med profilen mtNobody00000',
    },
    {
      path: '/company/1001/product',
      found: 'prdId=5001',
      shows: 'Haverijour 24/7',
      unknown: 'prdId=5004',
      missing: 'ingen produkt med id 5004',
    },
  ]

describe.each(frames)('$path', (frame) => {
  it('renders the seeded record as an accessible frame page that loads the SDK', async () => {
    const res = await t.get(`${frame.path}?${[frame.found, xd].filter(Boolean).join('&')}`)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(html).toContain(frame.shows)
    expect(html.startsWith('<!doctype html><html lang="sv">')).toBe(true)
    expect(html).toMatch(/<h1>[^<]+/)
    expect(html).toContain('<script src="/in.js"></script>')
    // Every image has a text alternative.
    for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/alt="[^"]+"/)
    // Every visible form control has a label.
    for (const [, id] of html.matchAll(
      /<(?:input|textarea|select) (?![^>]*type="hidden")[^>]*id="([^"]+)"/g,
    )) {
      expect(html).toContain(`for="${id}"`)
    }
    expect(res.headers.get('X-Frame-Options')).toBeNull()
    expect(res.headers.get('Content-Security-Policy')).toContain('frame-ancestors *')
  })

  if (!frame.unknown) return
  it('answers 404 with a clear message for an unknown id', async () => {
    const res = await t.get(`${frame.path}?${frame.unknown}&${xd}`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Hittades inte')
    expect(html).toContain(frame.missing)
    expect(html).toContain('class="window-close"')
    expect(html).toContain('<script src="/in.js"></script>')
  })
})

describe('frame parameter validation', () => {
  it.each([
    ['/cws/company/profile', 'companyIdentifier', 'format=inline'],
    ['/cws/member/public_profile', 'public_profile_url', ''],
    ['/cws/member/full_profile', 'api_key', 'member_token=mtSaraN9c4e2P'],
    ['/cws/share', 'url', ''],
    ['/company/1001/product', 'prdId', ''],
    ['/cws/job/apply', 'jobCode', ''],
  ])('%s without %s is a 400 page naming the parameter', async (path, field, query) => {
    const res = await t.get(`${path}?${query}`)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Ogiltig förfrågan')
    expect(html).toContain(`<code>${field}</code>`)
  })

  it.each([
    ['/cws/company/profile?companyIdentifier=1001&format=popup', 'format'],
    ['/cws/company/profile?companyIdentifier=1001&width=wide', 'width'],
    ['/cws/company/profile?companyIdentifier=1001&related=maybe', 'related'],
    ['/cws/company/profile?companyIdentifier=%3Cscript%3E', 'companyIdentifier'],
    ['/cws/followmember?public_profile_url=per-holm&size=30', 'size'],
    ['/cws/jymbii?max=100', 'max'],
    ['/cws/share?url=javascript%3Aalert(1)', 'url'],
    ['/cws/alumni?xdOrigin=http%3A%2F%2Fa.se%2Fpath', 'xdOrigin'],
    ['/cws/alumni?xdChannel=a%20b', 'xdChannel'],
    ['/cws/company/insider?companyIdentifier=1001&modules=gossip', 'modules'],
  ])('%s is refused as invalid %s and logged', async (url, field) => {
    const before = t.logs.length
    const res = await t.get(url)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(`<code>${field}`)
    expect(t.logs.slice(before)).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'refused_input' }),
    )
  })

  it('never echoes refused input as markup', async () => {
    const res = await t.get('/cws/company/profile?companyIdentifier=%3Cimg%20src%3Dx%3E')
    expect(res.status).toBe(400)
    expect(await res.text()).not.toContain('<img src=x>')
  })

  it('accepts tag parameters posted as a form (POST widgets)', async () => {
    const res = await t.post(
      '/cws/company/profile',
      { companyIdentifier: '1002', format: 'inline' },
      { origin: 'http://127.0.0.1:3000' },
    )
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Norrlands Underhållsteknik AB')
  })
})

describe('frame behaviour', () => {
  it('gives hovercards and popups a window-close button but not inline frames', async () => {
    const hover = await (
      await t.get('/cws/company/profile?companyIdentifier=1001&format=hover')
    ).text()
    const inline = await (
      await t.get('/cws/company/profile?companyIdentifier=1001&format=inline')
    ).text()
    expect(hover).toContain('class="window-close"')
    expect(inline).not.toContain('class="window-close"')
  })

  it('offers an IN-signin link to the sign-in page when nobody is signed in', async () => {
    const html = await (
      await t.get(`/cws/company/insider?companyIdentifier=1001&${xd}&lang=en_US`)
    ).text()
    expect(html).toContain('<a class="IN-signin button" href="/cws/login?lang=en_US"')
    expect(html).toContain('Sign in to see whom you know at the company.')
  })

  it('leaves out related companies when related=false', async () => {
    const withRelated = await (await t.get('/cws/company/profile?companyIdentifier=1001')).text()
    const without = await (
      await t.get('/cws/company/profile?companyIdentifier=1001&related=false')
    ).text()
    expect(withRelated).toContain('Liknande företag')
    expect(without).not.toContain('Liknande företag')
  })

  it('shows at most 3 jobs when jymbii is embedded, whatever max says', async () => {
    const html = await (await t.get('/cws/jymbii?embed=true&max=9')).text()
    expect(html.match(/<li class="row">/g)).toHaveLength(3)
  })

  it('treats jymbii max=0 as the default and caps large values', async () => {
    const zero = await (await t.get('/cws/jymbii?max=0')).text()
    expect(zero.match(/<li class="row">/g)).toHaveLength(5)
    const many = await (await t.get('/cws/jymbii?max=99')).text()
    expect(many.match(/<li class="row">/g)).toHaveLength(9)
  })

  it('sends the jobs to the page when jymbii is asked for a callback', async () => {
    const html = await (await t.get(`/cws/jymbii?companyId=1002&callback=true&${xd}`)).text()
    expect(html).toContain('"type":"success"')
    expect(html).toContain('"jobCode":"NUT-UP-02"')
    expect(html).toContain('"channel":"ch_1"')
  })

  it('renders English when lang is en_US', async () => {
    const res = await t.get('/cws/company/profile?companyIdentifier=1001&lang=en_US')
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Similar companies')
  })

  it('has a front page linking into the demo network', async () => {
    const res = await t.get('/')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('href="/cws/company/profile?companyIdentifier=1001&amp;format=inline"')
    expect(html).toContain('href="/in/anna-lindqvist"')
  })

  it('serves a public profile page for the links in frames', async () => {
    const res = await t.get('/in/anna-lindqvist')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Underhållschef')
    expect((await t.get('/in/ingen-alls')).status).toBe(404)
  })

  it('draws member and company pictures as SVG', async () => {
    const res = await t.get('/media/member/2001.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(await res.text()).toContain('>AL</text>')
    expect((await t.get('/media/company/4.svg')).status).toBe(404)
  })

  it('lets no one frame what is not a widget frame', async () => {
    for (const path of ['/', '/oauth/v2/authorization?response_type=code', '/healthz', '/in.js']) {
      const res = await t.get(path)
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY')
      expect(res.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('Permissions-Policy'), path).toContain('camera=()')
    }
    const frame = await t.get('/cws/alumni')
    expect(frame.headers.get('X-Frame-Options')).toBeNull()
  })

  it('restricts frame-ancestors when origins are configured', async () => {
    const own = createTestApp({
      frameAncestors: ['http://127.0.0.1:3000', 'https://smedja.example.se'],
    })
    try {
      const res = await own.get('/cws/alumni')
      expect(res.headers.get('Content-Security-Policy')).toContain(
        'frame-ancestors http://127.0.0.1:3000 https://smedja.example.se',
      )
    } finally {
      own.close()
    }
  })
})
