import { describe, expect, it } from 'vitest'

import {
  documentText,
  richTextPlain,
  withoutRepeats,
  type BlockLike,
  type FieldLike,
} from './documentText'

const rich = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: [{ type: 'text', text }],
    })),
  },
})

const settings: FieldLike = {
  name: 'settings',
  type: 'group',
  fields: [
    { name: 'elementId', type: 'text' },
    { name: 'className', type: 'text' },
  ],
}
const heading: BlockLike = {
  slug: 'heading',
  fields: [
    { name: 'text', type: 'text', localized: true },
    { name: 'level', type: 'select' },
    settings,
  ],
}
const text: BlockLike = {
  slug: 'text',
  fields: [{ name: 'content', type: 'richText', localized: true }, settings],
}
const row: BlockLike = {
  slug: 'row',
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [{ name: 'modules', type: 'blocks', blocks: [heading], blockReferences: ['text'] }],
    },
  ],
}
const pageFields: FieldLike[] = [
  { name: 'title', type: 'text', localized: true },
  {
    type: 'tabs',
    tabs: [{ fields: [{ name: 'layout', type: 'blocks', blocks: [row] }] }],
  },
  { name: 'slug', type: 'text' },
  { name: 'meta', type: 'group', fields: [{ name: 'title', type: 'text', localized: true }] },
]

describe('document text', () => {
  it('reads rich text as lines of plain text', () => {
    expect(richTextPlain(rich('Första stycket.', '  Andra   stycket. '))).toBe(
      'Första stycket.\nAndra stycket.',
    )
    expect(richTextPlain(null)).toBe('')
  })

  it('collects localised text through tabs, blocks, arrays and referenced blocks, not settings', () => {
    const page = {
      title: 'Industriunderhåll',
      slug: 'industriunderhall',
      meta: { title: 'Industriunderhåll | Smedja' },
      layout: [
        {
          blockType: 'row',
          columns: [
            {
              modules: [
                { blockType: 'heading', text: 'Förebyggande underhåll', level: 'h2' },
                {
                  blockType: 'text',
                  content: rich('Vi byter lager i tid.'),
                  settings: { elementId: 'lager', className: 'wide' },
                },
                { blockType: 'unknown', text: 'left out' },
              ],
            },
          ],
        },
      ],
    }
    expect(
      documentText(pageFields, page, { skip: ['title', 'slug', 'meta'], blocks: [text] }),
    ).toBe('Förebyggande underhåll\nVi byter lager i tid.')
  })

  it('treats everything inside a localised container as content', () => {
    const fields: FieldLike[] = [
      { name: 'faq', type: 'array', localized: true, fields: [{ name: 'q', type: 'text' }] },
    ]
    expect(documentText(fields, { faq: [{ q: 'Hur ofta?' }, { q: 'Vad kostar det?' }] })).toBe(
      'Hur ofta?\nVad kostar det?',
    )
  })
})

describe('withoutRepeats', () => {
  it('drops an excerpt the body opens with, and the second of two equal sentences', () => {
    const excerpt = 'Byte och uppriktning av fyra råvattenpumpar under pågående drift.'
    const body = `${excerpt} Uppdraget genomfördes av våra egna tekniker.`
    expect(withoutRepeats([excerpt, body])).toEqual([body])
    expect(withoutRepeats([body, 'Resultat', body, 'Resultat'])).toEqual([
      body,
      'Resultat',
      'Resultat',
    ])
  })

  it('keeps short pieces and pieces that only overlap', () => {
    expect(withoutRepeats(['Jour', 'Jour dygnet runt för avtalskunder i hela Norrland'])).toEqual([
      'Jour',
      'Jour dygnet runt för avtalskunder i hela Norrland',
    ])
    expect(
      withoutRepeats([
        'Planerat stopp med byte av transportörer',
        'byte av transportörer och ny smörjcentral',
      ]),
    ).toHaveLength(2)
  })
})
