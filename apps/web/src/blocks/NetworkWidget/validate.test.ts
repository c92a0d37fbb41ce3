import { describe, expect, it } from 'vitest'

import {
  attributesProblem,
  fieldProblem,
  templateProblem,
  usesField,
  widgetProblems,
} from './validate'

describe('required fields per tag', () => {
  it('needs a company for CompanyInsider and CompanyProfile, not for jymbii', () => {
    expect(fieldProblem('company', '', { tag: 'CompanyProfile' })).toBe(
      'Ange företaget (id eller unikt namn).',
    )
    expect(fieldProblem('company', null, { tag: 'CompanyInsider' })).toBe(
      'Ange företaget (id eller unikt namn).',
    )
    expect(fieldProblem('company', '', { tag: 'jymbii' })).toBeNull()
  })

  it('needs a company and product or a url for RecommendProduct (SPEC 5.2)', () => {
    expect(fieldProblem('company', '', { tag: 'RecommendProduct' })).toBe(
      'Ange företaget och produkten, eller en adress till produkten.',
    )
    expect(fieldProblem('product', '', { tag: 'RecommendProduct', company: '1001' })).toBe(
      'Ange produktens id (eller en adress till produkten).',
    )
    const byUrl = { tag: 'RecommendProduct', url: 'https://a.se/produkt' }
    expect(fieldProblem('company', '', byUrl)).toBeNull()
    expect(fieldProblem('product', '', byUrl)).toBeNull()
  })

  it('needs the member for Followmember and MemberProfile and the token for FullMemberProfile', () => {
    expect(fieldProblem('member', '', { tag: 'Followmember' })).toMatch(/profilnamn/)
    expect(fieldProblem('member', '', { tag: 'MemberProfile' })).toMatch(/profilnamn/)
    expect(fieldProblem('memberToken', '', { tag: 'FullMemberProfile' })).toBe(
      'Ange medlemmens id (medlemstoken).',
    )
  })

  it('needs a contract id for the beacon and a template for MemberData', () => {
    expect(fieldProblem('contractId', '', { tag: 'CsapBeacon' })).toMatch(/avtals-id/i)
    expect(fieldProblem('template', '', { tag: 'MemberData' })).toMatch(/mallen/i)
  })

  it('ignores fields the chosen tag does not use', () => {
    expect(fieldProblem('company', 'not valid!', { tag: 'Share' })).toBeNull()
    expect(fieldProblem('width', -5, { tag: 'Share' })).toBeNull()
    expect(usesField('Share', 'company')).toBe(false)
    expect(usesField('Nope', 'company')).toBe(false)
  })
})

describe('field formats', () => {
  it('accepts numeric company ids and universal names only', () => {
    expect(fieldProblem('company', '1001', { tag: 'CompanyProfile' })).toBeNull()
    expect(
      fieldProblem('company', 'norrberg-industriservice', { tag: 'CompanyProfile' }),
    ).toBeNull()
    expect(fieldProblem('company', 'Smedja AB!', { tag: 'CompanyProfile' })).toMatch(
      /numeriskt företags-id/,
    )
  })

  it('accepts profile names and public profile URLs as members', () => {
    expect(fieldProblem('member', 'anna-lindqvist', { tag: 'MemberProfile' })).toBeNull()
    expect(
      fieldProblem('member', 'http://127.0.0.1:3100/in/anna-lindqvist', { tag: 'MemberProfile' }),
    ).toBeNull()
    expect(fieldProblem('member', 'javascript:alert(1)', { tag: 'MemberProfile' })).toMatch(
      /profilnamnet/,
    )
    expect(fieldProblem('member', 'https://a.se/om-oss', { tag: 'MemberProfile' })).toMatch(
      /profilnamnet/,
    )
  })

  it('accepts only absolute http(s) addresses', () => {
    expect(fieldProblem('url', 'https://smedja.example.se/', { tag: 'Share' })).toBeNull()
    expect(fieldProblem('url', '/natverk', { tag: 'Share' })).toMatch(/https:\/\//)
    expect(fieldProblem('url', 'javascript:alert(1)', { tag: 'Share' })).toMatch(/https:\/\//)
  })

  it('takes widths of 0–2000 px and 0–25 jobs as whole numbers', () => {
    expect(fieldProblem('width', 0, { tag: 'Alumni' })).toBeNull()
    expect(fieldProblem('width', 420, { tag: 'Alumni' })).toBeNull()
    expect(fieldProblem('width', 12.5, { tag: 'Alumni' })).toBe(
      'Ange ett heltal mellan 0 och 2000.',
    )
    expect(fieldProblem('width', 5000, { tag: 'Alumni' })).toBe(
      'Ange ett heltal mellan 0 och 2000.',
    )
    expect(fieldProblem('maxJobs', 26, { tag: 'jymbii' })).toBe('Ange ett heltal mellan 0 och 25.')
  })

  it('checks beacon, job and share codes', () => {
    expect(fieldProblem('contractId', '42;DROP', { tag: 'CsapBeacon' })).toMatch(/Avtals-id/)
    expect(fieldProblem('activity', 'page view', { tag: 'CsapBeacon' })).toMatch(/Aktiviteten/)
    expect(fieldProblem('jobCode', 'SIS-UH-01', { tag: 'CsapBeacon' })).toBeNull()
    expect(fieldProblem('country', 'swe', { tag: 'jymbii' })).toMatch(/landskod/)
    expect(fieldProblem('trk', 'a b', { tag: 'Share' })).toMatch(/Spårningskoden/)
  })

  it('checks MemberData lists and callback names item by item', () => {
    expect(fieldProblem('memberIds', 'anna-lindqvist, me', { tag: 'MemberData' })).toBeNull()
    expect(fieldProblem('memberIds', 'anna-lindqvist, <b>', { tag: 'MemberData' })).toBe(
      '”<b>” är inte ett profilnamn, en profiladress eller me.',
    )
    expect(fieldProblem('profileFields', 'first-name,headline', { tag: 'MemberData' })).toBeNull()
    expect(fieldProblem('profileFields', 'first name', { tag: 'MemberData' })).toMatch(/fältnamn/)
    expect(fieldProblem('onError', 'site.network.failed', { tag: 'MemberData' })).toBeNull()
    expect(fieldProblem('onSuccess', 'alert(1)', { tag: 'Share' })).toBe(
      '”alert(1)” är inte ett funktionsnamn.',
    )
  })
})

describe('templateProblem', () => {
  it('refuses what would break out of the script element', () => {
    expect(templateProblem('<p><?js= firstName ?></p>')).toBeNull()
    expect(templateProblem('<p></script><script>alert(1)</p>')).toBe(
      'Mallen får inte innehålla </script>.',
    )
    expect(templateProblem('<!-- x -->')).toBe('Mallen får inte innehålla HTML-kommentarer (<!--).')
    expect(templateProblem('x'.repeat(5001))).toBe('Högst 5000 tecken.')
  })
})

describe('attributesProblem', () => {
  it('accepts lower-case names that no typed field covers', () => {
    expect(attributesProblem([{ name: 'tracking-group', value: 'a' }], 'Share')).toBeNull()
    expect(attributesProblem(null, 'Share')).toBeNull()
  })

  it('refuses bad names, typed names, repeats and long values', () => {
    expect(attributesProblem([{ name: 'data-x', value: '1' }], 'Share')).toBe(
      'Skriv ”x” utan data- i början.',
    )
    expect(attributesProblem([{ name: 'Url', value: '1' }], 'Share')).toMatch(
      /inget giltigt attributnamn/,
    )
    expect(attributesProblem([{ name: 'on click', value: '1' }], 'Share')).toMatch(
      /inget giltigt attributnamn/,
    )
    expect(attributesProblem([{ name: 'url', value: '1' }], 'Share')).toBe(
      'Attributet ”url” har ett eget fält för den här widgeten.',
    )
    expect(
      attributesProblem(
        [
          { name: 'x', value: '1' },
          { name: 'x', value: '2' },
        ],
        'Share',
      ),
    ).toBe('Attributet ”x” finns redan.')
    expect(attributesProblem([{ name: 'x', value: 'v'.repeat(2001) }], 'Share')).toMatch(
      /för långt/,
    )
  })
})

describe('widgetProblems', () => {
  it('lists every problem of a module, for the builder placeholder', () => {
    expect(widgetProblems({ tag: null })).toEqual(['Välj vilken widget som ska visas.'])
    expect(widgetProblems({ tag: 'CompanyProfile', width: -1 })).toEqual([
      'Ange företaget (id eller unikt namn).',
      'Ange ett heltal mellan 0 och 2000.',
    ])
    expect(widgetProblems({ tag: 'Share' })).toEqual([])
  })
})
