import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.close()
})

/** A layout holding both portfolio modules, whose tables have short names of their own. */
const layout = [
  {
    blockType: 'section',
    rows: [
      {
        blockType: 'row',
        structure: '1_1',
        columns: [
          {
            modules: [
              { blockType: 'fullwidthPortfolioCarousel', postsNumber: 4 },
              { blockType: 'filterablePortfolio', postsNumber: 6 },
            ],
          },
        ],
      },
    ],
  },
]

const modulesOf = (doc: { layout?: unknown }) =>
  (
    doc.layout as { rows: { columns: { modules: { blockType: string }[] }[] }[] }[]
  )[0]!.rows[0]!.columns[0]!.modules.map((m) => m.blockType)

describe('the portfolio modules on pages and projects', () => {
  it('save and read back on a project as on a page, each in its own tables, drafts included', async () => {
    const image = (
      await site.payload.create({
        collection: 'media',
        data: { alt: 'Provbild' } as never,
        filePath: new URL('../../public/favicon.svg', import.meta.url).pathname,
        overrideAccess: true,
      })
    ).id
    const project = await site.payload.create({
      collection: 'projects',
      data: {
        title: 'Projekt med portfölj',
        slug: 'projekt-med-portfolj',
        featuredImage: image,
        _status: 'published',
        layout,
      } as never,
      overrideAccess: true,
    })
    const page = await site.payload.create({
      collection: 'pages',
      data: {
        title: 'Sida med portfölj',
        slug: 'sida-med-portfolj',
        _status: 'published',
        layout,
      } as never,
      overrideAccess: true,
    })
    // A draft version of each goes to the versions' tables.
    for (const [collection, id] of [
      ['projects', project.id],
      ['pages', page.id],
    ] as const)
      await site.payload.update({
        collection,
        id,
        data: { title: 'Utkast' } as never,
        draft: true,
        overrideAccess: true,
      })
    for (const [collection, id] of [
      ['projects', project.id],
      ['pages', page.id],
    ] as const) {
      const read = await site.payload.findByID({
        collection,
        id,
        depth: 0,
        draft: true,
        overrideAccess: true,
      })
      expect(modulesOf(read)).toEqual(['fullwidthPortfolioCarousel', 'filterablePortfolio'])
    }
  })
})
