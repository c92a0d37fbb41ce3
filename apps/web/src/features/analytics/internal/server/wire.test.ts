import { describe, expect, it } from 'vitest'

import { MAX_BATCH_EVENTS, parseBatch, rowsOf } from './wire'

const body = (events: unknown[]) => JSON.stringify({ e: events })
const click = {
  id: 'abcdef123456.2',
  t: 'click',
  p: '/industriunderhall',
  c: 'Industriunderhåll',
  a: 'Klick',
  l: 'Beställ',
}

describe('parseBatch', () => {
  it('accepts page views, clicks and the four scroll depths', () => {
    const parsed = parseBatch(
      body([
        { id: 'abcdef123456.0', t: 'pageview', p: '/industriunderhall' },
        { id: 'abcdef123456.1', t: 'scroll', p: '/industriunderhall', d: 25 },
        click,
      ]),
    )
    expect(parsed.ok && parsed.events.map((e) => e.t)).toEqual(['pageview', 'scroll', 'click'])
  })

  it.each([
    ['not JSON', '{e:', 'Händelserna kunde inte läsas (ogiltig JSON).'],
    ['no list', '{}', 'Händelselistan saknas.'],
    ['an empty list', body([]), 'Inga händelser skickades.'],
    [
      'too many events',
      body(Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => click)),
      `Högst ${MAX_BATCH_EVENTS} händelser per anrop.`,
    ],
    ['an unknown kind', body([{ ...click, t: 'hover' }]), 'Okänd händelsetyp. (händelse 1)'],
    [
      'a depth not in 9.8',
      body([{ id: 'abcdef123456.1', t: 'scroll', p: '/', d: 30 }]),
      'Scrolldjupet ska vara 25, 50, 75, 100 procent. (händelse 1)',
    ],
    ['a missing category', body([click, { ...click, c: ' ' }]), 'Kategori saknas. (händelse 2)'],
    [
      'a long label',
      body([{ ...click, l: 'x'.repeat(101) }]),
      'Etiketten får vara högst 100 tecken. (händelse 1)',
    ],
    [
      'a control character',
      body([{ ...click, a: 'Kl\u0000ick' }]),
      'Åtgärd innehåller otillåtna tecken. (händelse 1)',
    ],
    [
      'a forged id',
      body([{ ...click, id: "1'; DROP TABLE x" }]),
      'Ogiltigt händelse-id. (händelse 1)',
    ],
    [
      'a query in the path',
      body([{ ...click, p: '/sida?epost=a@b.se' }]),
      'Ogiltig sidadress. (händelse 1)',
    ],
    [
      'another host as path',
      body([{ ...click, p: '//evil.example/' }]),
      'Ogiltig sidadress. (händelse 1)',
    ],
    ['an extra field', body([{ ...click, ip: '1.2.3.4' }]), 'Okänt fält: ip. (händelse 1)'],
  ])('refuses %s with a Swedish message', (_, text, message) => {
    const parsed = parseBatch(text)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toBe(message)
  })
})

describe('rowsOf', () => {
  it('gives every event its page view, day and names (empty, never missing)', () => {
    const parsed = parseBatch(
      body([
        { id: 'abcdef123456.0', t: 'pageview', p: '/' },
        { id: 'abcdef123456.1', t: 'scroll', p: '/', d: 75 },
        { ...click, l: undefined },
      ]),
    )
    if (!parsed.ok) throw new Error(parsed.message)
    expect(rowsOf(parsed.events, '2026-11-24')).toEqual([
      {
        eventId: 'abcdef123456.0',
        viewId: 'abcdef123456',
        day: '2026-11-24',
        kind: 'pageview',
        path: '/',
        category: '',
        action: '',
        label: '',
      },
      {
        eventId: 'abcdef123456.1',
        viewId: 'abcdef123456',
        day: '2026-11-24',
        kind: 'scroll',
        path: '/',
        category: '',
        action: '',
        label: '75',
      },
      {
        eventId: 'abcdef123456.2',
        viewId: 'abcdef123456',
        day: '2026-11-24',
        kind: 'click',
        path: '/industriunderhall',
        category: 'Industriunderhåll',
        action: 'Klick',
        label: '',
      },
    ])
  })
})
