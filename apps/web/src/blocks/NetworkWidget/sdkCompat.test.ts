// @vitest-environment jsdom
// The tags this module writes, read by the real network SDK: every seeded tag is processed ('+init',
// no error) and sends the parameters SPEC 3.2 gives it.
import { createNetwork } from '@smedja/network-sdk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { networkEntries } from '@/seed/network'

import { renderTagHtml } from './tags'
import type { NetworkWidgetData } from './widgetTags'

const HOST = 'http://127.0.0.1:3310'

function renderPage(widgets: { id: string; data: NetworkWidgetData }[]) {
  document.body.innerHTML = widgets
    .map(({ id, data }) => `<div id="${id}">${renderTagHtml(data.tag as never, data)}</div>`)
    .join('')
}

async function parseAll() {
  const network = createNetwork({
    window,
    options: { host: HOST, apiKey: 'smedja-demo-key', lang: 'sv_SE' },
    // MemberData's API calls: answered with no members.
    transport: { send: async () => ({ status: 200, body: { _total: 0, values: [] } }) },
  })
  const errors: string[] = []
  network.Event.on('error', (e) => errors.push((e as Error).message))
  void network.parse()
  // Tags are in place (frames created) before their frames report ready.
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { network, errors }
}

const frameUrl = (id: string) => {
  const frame = document.querySelector<HTMLIFrameElement>(`#${id} iframe`)
  return frame ? new URL(frame.src) : null
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the seeded tags under the network SDK', () => {
  it('are all processed without an error', async () => {
    renderPage(networkEntries.map((e) => ({ id: e.id, data: e.widget })))
    const { errors, network } = await parseAll()
    const types = [...document.querySelectorAll('script[type^="IN/"]')].map((s) =>
      s.getAttribute('type'),
    )
    expect(types).toHaveLength(11)
    for (const type of types) expect(type).toMatch(/^IN\/\w+\+init$/)
    expect(document.querySelectorAll('[data-in-error]')).toHaveLength(0)
    expect(errors).toEqual([])
    network.destroy()
  })

  it('send the attributes as the parameters of their frames', async () => {
    renderPage(networkEntries.map((e) => ({ id: e.id, data: e.widget })))
    const { network } = await parseAll()
    const company = frameUrl('foretagsprofil')
    expect(company?.origin + (company?.pathname ?? '')).toBe(`${HOST}/cws/company/profile`)
    expect(company?.searchParams.get('companyIdentifier')).toBe('1001')
    // Inline width is the given width minus 14 (SPEC 5.2).
    expect(company?.searchParams.get('width')).toBe('406')
    expect(frameUrl('foretagsinsikt')?.searchParams.get('modules')).toBe(
      'innetwork,newhires,jobchanges',
    )
    expect(frameUrl('jobb')?.searchParams.get('max')).toBe('3')
    expect(frameUrl('jobb')?.searchParams.get('title')).toBe('Lediga jobb hos oss')
    expect(frameUrl('folj')?.searchParams.get('public_profile_url')).toBe('anna-lindqvist')
    expect(frameUrl('folj')?.searchParams.get('size')).toBe('25')
    expect(frameUrl('fullstandig-profil')?.searchParams.get('member_token')).toBe('mtAnnaL7f3a9Q')
    expect(frameUrl('fullstandig-profil')?.searchParams.get('api_key')).toBe('smedja-demo-key')
    expect(frameUrl('alumner')?.pathname).toBe('/cws/alumni')
    const beacon = document.querySelector<HTMLIFrameElement>(
      `iframe[src^="${HOST}/cws/csap/beacon"]`,
    )
    expect(new URL(beacon?.src ?? '').searchParams.get('contractId')).toBe('norrberg-natverk')
    expect(document.querySelector('#medlemsprofil .IN-link')?.textContent).toBe(
      'Anna Lindqvist, underhållschef',
    )
    expect(document.querySelector('#dela .IN-button')).not.toBeNull()
    expect(document.querySelector('#rekommendera .IN-button')).not.toBeNull()
    network.destroy()
  })

  it('reads escaped attribute values back exactly', async () => {
    const url = 'https://smedja.example.se/?a=1&b="två"'
    renderPage([
      {
        id: 'member',
        data: { tag: 'MemberProfile', member: 'anna-lindqvist', linkText: `<Anna> & "co"` },
      },
    ])
    const { network } = await parseAll()
    expect(document.querySelector('#member .IN-link')?.textContent).toBe('<Anna> & "co"')
    network.destroy()
    renderPage([
      {
        id: 'company',
        data: {
          tag: 'CompanyProfile',
          company: '1001',
          profileFormat: 'inline',
          attributes: [{ name: 'extra-note', value: url }],
        },
      },
    ])
    expect(document.querySelector('#company script')?.getAttribute('data-extra-note')).toBe(url)
  })
})
