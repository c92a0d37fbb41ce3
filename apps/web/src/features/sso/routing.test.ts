import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isSignInForm, isSignInQuery, memberPathOf, RESERVED_SEGMENTS } from './routing'

describe('member routing', () => {
  it('sends pages, posts and projects to the member route', () => {
    expect(memberPathOf('/')).toBe('/sso/medlem/sidor')
    expect(memberPathOf('/medlemmar')).toBe('/sso/medlem/sidor/medlemmar')
    expect(memberPathOf('/moduler/sida/2')).toBe('/sso/medlem/sidor/moduler/sida/2')
    expect(memberPathOf('/blogg/nyhet')).toBe('/sso/medlem/blogg/nyhet')
    expect(memberPathOf('/projekt/bro')).toBe('/sso/medlem/projekt/bro')
  })

  it('leaves every other route alone', () => {
    for (const p of [
      '/blogg',
      '/blogg/sida/2',
      '/blogg/feed.xml',
      '/butik',
      '/konto',
      '/kassan',
      '/varukorg',
      '/sok',
      '/team/anna',
      '/favicon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/admin',
      '/api/ajax',
      '/produkt/x',
      '/a/b',
    ])
      expect(memberPathOf(p), p).toBeNull()
  })

  it('knows every top-level route folder of the site', () => {
    const folders = ['(frontend)', '(popup)'].flatMap((group) =>
      fs
        .readdirSync(path.resolve(import.meta.dirname, '../../app', group), { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('[') && !e.name.startsWith('('))
        .map((e) => e.name)
        .filter((name) => !name.startsWith('.')),
    )
    for (const folder of folders) expect(RESERVED_SEGMENTS, folder).toContain(folder)
  })
})

describe('sign-in requests on any page (spec 7.1)', () => {
  it('recognises the popup query and the two form posts', () => {
    expect(isSignInQuery(new URLSearchParams('action=openidredirect&cb=1'))).toBe(true)
    expect(isSignInQuery(new URLSearchParams('action=other'))).toBe(false)
    expect(isSignInForm(new URLSearchParams('action=openidredirect&redirect_to='))).toBe(true)
    expect(isSignInForm(new URLSearchParams('state=%2F&id_token=x'))).toBe(true)
    expect(isSignInForm(new URLSearchParams('state=x'))).toBe(false)
    expect(isSignInForm(new URLSearchParams('namn=Anna&action=et_pb_submit'))).toBe(false)
  })
})
