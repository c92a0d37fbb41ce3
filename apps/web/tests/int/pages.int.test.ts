import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})

afterAll(async () => {
  await site?.close()
})

/** The field messages of a Payload ValidationError, which is what the admin shows next to each field. */
async function fieldErrors(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((e) => e.message)
  }
  throw new Error('expected a validation error')
}

const heading = (text: string) => ({ blockType: 'heading' as const, text, level: 'h2' as const })

describe('pages: the section → row → column → module model', () => {
  it('stores a page of sections, rows, columns and modules and reads it back in order', async () => {
    const page = await site.payload.create({
      collection: 'pages',
      data: {
        title: 'Vår verkstad',
        _status: 'published',
        layout: [
          {
            blockType: 'section',
            background: { type: 'color', color: '#0b2540' },
            padding: { desktop: { top: 80, bottom: 80 }, phone: { top: 24 } },
            rows: [
              {
                blockType: 'row',
                structure: '1_3,2_3',
                columns: [
                  { modules: [heading('Vänster')] },
                  {
                    modules: [
                      heading('Höger'),
                      {
                        blockType: 'divider',
                        height: 10,
                        settings: { elementId: 'mitt-id', hideOn: ['phone'] },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    })
    expect(page.slug).toBe('var-verkstad')
    const read = await site.payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    const row = read.layout?.[0]?.rows?.[0]
    expect(row?.structure).toBe('1_3,2_3')
    const right = row?.columns?.[1]?.modules ?? []
    expect(right.map((m) => m.blockType)).toEqual(['heading', 'divider'])
    expect(right[1]?.settings?.elementId).toBe('mitt-id')
    expect(right[1]?.settings?.hideOn).toEqual(['phone'])
    expect(read.layout?.[0]?.padding?.phone?.top).toBe(24)
  })

  it('refuses a row whose column count does not match its structure, in Swedish', async () => {
    const errors = await fieldErrors(
      site.payload.create({
        collection: 'pages',
        data: {
          title: 'Trasig rad',
          layout: [
            {
              blockType: 'section',
              rows: [{ blockType: 'row', structure: '1_2,1_2', columns: [{ modules: [] }] }],
            },
          ],
        },
      }),
    )
    expect(errors).toContain('Strukturen 1/2 + 1/2 har 2 kolumner; raden har 1.')
    const { totalDocs } = await site.payload.count({
      collection: 'pages',
      where: { title: { equals: 'Trasig rad' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses an element id that cannot be used in a link', async () => {
    const errors = await fieldErrors(
      site.payload.create({
        collection: 'pages',
        data: {
          title: 'Felaktigt id',
          layout: [
            {
              blockType: 'section',
              rows: [
                {
                  blockType: 'row',
                  structure: '1_1',
                  columns: [
                    { modules: [{ ...heading('x'), settings: { elementId: '1 bad"id' } }] },
                  ],
                },
              ],
            },
          ],
        },
      }),
    )
    expect(errors).toEqual([expect.stringMatching(/^Börja med en bokstav/)])
  })

  it('hides drafts from visitors and shows them to signed-in editors', async () => {
    const draft = await site.payload.create({
      collection: 'pages',
      data: { title: 'Hemligt utkast', _status: 'draft' },
      draft: true,
    })
    const asVisitor = await site.payload.find({
      collection: 'pages',
      where: { slug: { equals: draft.slug } },
      overrideAccess: false,
    })
    expect(asVisitor.totalDocs).toBe(0)
    const editor = await site.payload.create({
      collection: 'users',
      data: { email: 'redaktor@example.se', password: 'lösenord-123', roles: ['editor'] },
    })
    const asEditor = await site.payload.find({
      collection: 'pages',
      where: { slug: { equals: draft.slug } },
      overrideAccess: false,
      user: editor,
      draft: true,
    })
    expect(asEditor.docs[0]?.title).toBe('Hemligt utkast')
  })

  it('publishing a draft makes the new version public and keeps the old one in history', async () => {
    const page = await site.payload.create({
      collection: 'pages',
      data: { title: 'Version ett', _status: 'published' },
    })
    await site.payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Version två' },
      draft: true,
    })
    const published = await site.payload.findByID({
      collection: 'pages',
      id: page.id,
      overrideAccess: false,
    })
    expect(published.title).toBe('Version ett')
    await site.payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Version två', _status: 'published' },
    })
    const after = await site.payload.findByID({
      collection: 'pages',
      id: page.id,
      overrideAccess: false,
    })
    expect(after.title).toBe('Version två')
    const versions = await site.payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
    })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('keeps English translations beside the Swedish original', async () => {
    const page = await site.payload.create({
      collection: 'pages',
      data: { title: 'Om företaget', _status: 'published' },
    })
    await site.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'About the company' },
    })
    const sv = await site.payload.findByID({ collection: 'pages', id: page.id, locale: 'sv' })
    const en = await site.payload.findByID({ collection: 'pages', id: page.id, locale: 'en' })
    expect(sv.title).toBe('Om företaget')
    expect(en.title).toBe('About the company')
  })

  it('keeps a block’s English text when a Swedish save moves it to another column, also as a draft', async () => {
    type Layout = {
      rows: { columns: { modules: { text?: string | null }[] }[] }[]
    }[]
    const textsOf = (layout: unknown) =>
      (layout as Layout)[0]!.rows[0]!.columns.map((c) => c.modules.map((m) => m.text))
    const page = await site.payload.create({
      collection: 'pages',
      locale: 'sv',
      data: {
        title: 'Flyttsida',
        _status: 'published',
        layout: [
          {
            blockType: 'section',
            rows: [
              {
                blockType: 'row',
                structure: '1_2,1_2',
                columns: [
                  { modules: [heading('Ett'), heading('Två')] },
                  { modules: [heading('Tre')] },
                ],
              },
            ],
          },
        ],
      },
    })
    const english: Record<string, string> = { Ett: 'One', Två: 'Two', Tre: 'Three' }
    const translated = structuredClone(page.layout) as unknown as Layout
    for (const column of translated[0]!.rows[0]!.columns)
      for (const block of column.modules) block.text = english[block.text ?? '']!
    await site.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Move page', layout: translated as never },
    })

    // Swedish saves that move "Två" to the end of the second column: published, then as a draft.
    for (const draft of [false, true]) {
      const sv = await site.payload.findByID({
        collection: 'pages',
        id: page.id,
        locale: 'sv',
        depth: 0,
        draft,
      })
      const columns = (sv.layout as unknown as Layout)[0]!.rows[0]!.columns
      const from = draft ? 1 : 0
      const [moved] = columns[from]!.modules.splice(1, 1)
      columns[1 - from]!.modules.push(moved!)
      await site.payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'sv',
        draft,
        data: { layout: sv.layout },
      })
      const en = await site.payload.findByID({
        collection: 'pages',
        id: page.id,
        locale: 'en',
        fallbackLocale: false,
        depth: 0,
        draft,
      })
      expect(textsOf(en.layout)).toEqual(
        draft ? [['One', 'Two'], ['Three']] : [['One'], ['Three', 'Two']],
      )
    }
  })
})
