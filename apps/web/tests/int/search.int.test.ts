import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let payload: Payload
let search: typeof import('@/features/search')
let sqlApi: typeof import('@/platform/database/sql')
let ajax: typeof import('@/platform/ajax')
let ajaxActions: typeof import('@/features/registry').ajaxActions
let createNonce: typeof import('@/platform/nonce').createNonce

beforeAll(async () => {
  site = await startTestSite({ seeded: true })
  payload = site.payload
  // Imported after the harness has pointed the data folder (and its secrets) at a temporary directory.
  search = await import('@/features/search')
  sqlApi = await import('@/platform/database/sql')
  ajax = await import('@/platform/ajax')
  ;({ ajaxActions } = await import('@/features/registry'))
  ;({ createNonce } = await import('@/platform/nonce'))
})

afterAll(async () => {
  await site?.close()
})

const noRevalidate = { disableRevalidate: true }

const urls = async (q: string) =>
  (await search.searchSite(payload, q, { perPage: 50 })).hits.map((h) => h.url)

const rich = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      version: 1,
      children: [{ type: 'text', text, version: 1 }],
    })),
    direction: null,
    format: '' as const,
    indent: 0,
    version: 1,
  },
})

const textPage = (title: string, slug: string, body: string) => ({
  title,
  slug,
  layout: [
    {
      blockType: 'section' as const,
      rows: [
        {
          blockType: 'row' as const,
          structure: '1_1' as const,
          columns: [
            {
              modules: [
                {
                  blockType: 'text' as const,
                  content: rich(body),
                  settings: { elementId: 'elementidzzq', className: 'klassnamnzzq' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})

async function indexRows() {
  const { queryRows, sql } = sqlApi
  return queryRows(payload, undefined, sql`SELECT collection, doc_id, url, title FROM site_search`)
}

describe('the site search index', () => {
  it('holds the seeded site: published pages, posts, projects and products', async () => {
    const found = await search.searchSite(payload, 'underhåll', { perPage: 50 })
    const types = new Set(found.hits.map((h) => h.type))
    expect(found.hits.map((h) => h.url)).toContain('/industriunderhall')
    expect(types).toContain('page')
    expect(types).toContain('post')
    expect(await urls('timrå vattenverk')).toContain('/projekt/vattenverk-timra')
    const rows = await indexRows()
    expect(new Set(rows.map((r) => r.collection))).toEqual(
      new Set(['pages', 'posts', 'projects', 'products']),
    )
  })

  it('finds word beginnings and ignores case (and, on SQLite, diacritics)', async () => {
    expect(await urls('UNDERHÅLLSPLAN')).toContain('/industriunderhall')
    expect(await urls('underhållspl')).toContain('/industriunderhall')
    if (site.dialect === 'sqlite')
      expect(await urls('underhallsplan')).toContain('/industriunderhall')
  })

  it('indexes module text but not module settings', async () => {
    await payload.create({
      collection: 'pages',
      context: noRevalidate,
      data: {
        ...textPage('Modultext', 'modultext', 'Lagerbytezzq i modulen.'),
        _status: 'published',
      },
    })
    expect(await urls('lagerbytezzq')).toEqual(['/modultext'])
    expect(await urls('elementidzzq')).toEqual([])
    expect(await urls('klassnamnzzq')).toEqual([])
  })

  it('follows a page through create, update, unpublish, draft edits, republish and delete', async () => {
    const created = await payload.create({
      collection: 'pages',
      context: noRevalidate,
      data: {
        ...textPage('Kranservice Alfa', 'kranservice', 'Besiktning av qxtraverser.'),
        _status: 'published',
      },
    })
    expect(await urls('qxtraverser')).toEqual(['/kranservice'])

    await payload.update({
      collection: 'pages',
      id: created.id,
      context: noRevalidate,
      data: {
        ...textPage('Kranservice Beta', 'kranservice-beta', 'Besiktning av qxportalkranar.'),
        _status: 'published',
      },
    })
    expect(await urls('qxtraverser')).toEqual([])
    expect(await urls('qxportalkranar')).toEqual(['/kranservice-beta'])
    expect(await urls('kranservice beta')).toEqual(['/kranservice-beta'])

    // A draft of a published page changes nothing visitors see, so nothing in the index.
    await payload.update({
      collection: 'pages',
      id: created.id,
      draft: true,
      context: noRevalidate,
      data: { ...textPage('Kranservice Gamma', 'kranservice-beta', 'Hemligt utkast om qxhissar.') },
    })
    expect(await urls('qxhissar')).toEqual([])
    expect(await urls('qxportalkranar')).toEqual(['/kranservice-beta'])

    await payload.update({
      collection: 'pages',
      id: created.id,
      context: noRevalidate,
      data: { _status: 'draft' },
    })
    expect(await urls('qxportalkranar')).toEqual([])
    expect(await urls('qxhissar')).toEqual([])

    await payload.update({
      collection: 'pages',
      id: created.id,
      context: noRevalidate,
      data: { _status: 'published' },
    })
    expect(await urls('qxhissar')).toEqual(['/kranservice-beta'])

    await payload.delete({ collection: 'pages', id: created.id, context: noRevalidate })
    expect(await urls('qxhissar')).toEqual([])
    expect(
      (await indexRows()).some((r) => r.doc_id === String(created.id) && r.collection === 'pages'),
    ).toBe(false)
  })

  it('never indexes a draft', async () => {
    await payload.create({
      collection: 'posts',
      context: noRevalidate,
      draft: true,
      data: { title: 'Opublicerad nyhet om borrkronor', content: rich('Borrkronor i lager.') },
    })
    expect(await urls('borrkronor')).toEqual([])
  })

  it('follows a product through create, update, hiding and delete', async () => {
    const product = await payload.create({
      collection: 'products',
      context: noRevalidate,
      data: {
        title: 'Kilrem SPZ 1250',
        sku: 'KR-SPZ-1250',
        vatRate: '25',
        inventory: 5,
        priceInSEKEnabled: true,
        priceInSEK: 19_900,
        published: true,
        shortDescription: 'Smal kilrem för qxfläktar.',
        details: [{ label: 'Profil', value: 'SPZ' }],
      },
    })
    const hits = (await search.searchSite(payload, 'kilrem')).hits
    expect(hits.map((h) => [h.type, h.url])).toEqual([['product', `/produkt/${product.slug}`]])
    expect(await urls('KR-SPZ-1250')).toEqual([`/produkt/${product.slug}`])
    expect(await urls('qxfläktar')).toEqual([`/produkt/${product.slug}`])

    await payload.update({
      collection: 'products',
      id: product.id,
      context: noRevalidate,
      data: { description: 'Passar qxradialfläktar.' },
    })
    expect(await urls('qxradialfläktar')).toEqual([`/produkt/${product.slug}`])

    await payload.update({
      collection: 'products',
      id: product.id,
      context: noRevalidate,
      data: { published: false },
    })
    expect(await urls('kilrem')).toEqual([])

    await payload.update({
      collection: 'products',
      id: product.id,
      context: noRevalidate,
      data: { published: true },
    })
    expect(await urls('kilrem')).toEqual([`/produkt/${product.slug}`])

    await payload.delete({ collection: 'products', id: product.id, context: noRevalidate })
    expect(await urls('kilrem')).toEqual([])
  })

  it('ranks a title match above a body match, and pages through the rest', async () => {
    const posts: [title: string, body: string][] = [
      ['Om slitdelar', 'Slipskivor och annat som slits.'],
      ['Slipskivor för stål', 'Våra bästa skivor.'],
      ['Verktyg', 'Vi säljer även slipskivor.'],
    ]
    for (const [title, body] of posts)
      await payload.create({
        collection: 'posts',
        context: noRevalidate,
        data: { title, content: rich(body), _status: 'published' },
      })
    const all = await search.searchSite(payload, 'slipskivor', { perPage: 10 })
    expect(all.total).toBe(3)
    expect(all.hits[0]?.title).toBe('Slipskivor för stål')

    const second = await search.searchSite(payload, 'slipskivor', { page: 2, perPage: 2 })
    expect(second).toMatchObject({ total: 3, page: 2, totalPages: 2 })
    expect(second.hits).toHaveLength(1)
    const beyond = await search.searchSite(payload, 'slipskivor', { page: 9, perPage: 2 })
    expect(beyond).toMatchObject({ total: 3, totalPages: 2, hits: [] })
  })

  it('gives safe snippets: matches marked, the document text escaped', async () => {
    await payload.create({
      collection: 'posts',
      context: noRevalidate,
      data: {
        title: 'Om skript',
        content: rich('Texten <script>alert("x")</script> & <b>fet</b> handlar om zqxvibration.'),
        _status: 'published',
      },
    })
    const result = await ajax.dispatchAjax(
      {
        action: 'smedja_site_search',
        q: 'zqxvibration',
        et_frontend_nonce: createNonce('et_frontend_nonce'),
      },
      ajaxActions,
      { payload, ip: '127.0.0.1', now: new Date(), logger: { warn: vi.fn() } },
    )
    expect(result.status).toBe(200)
    const { hits } = result.body.data as {
      hits: { type: string; title: string; url: string; excerpt: string; snippet: string }[]
    }
    expect(hits).toHaveLength(1)
    const [hit] = hits
    expect(hit).toMatchObject({ type: 'post', title: 'Om skript', url: '/blogg/om-skript' })
    expect(hit?.snippet).toContain('<mark>zqxvibration</mark>')
    expect(hit?.snippet).toContain('alert(&quot;x&quot;)')
    expect(hit?.snippet).toContain('&amp;')
    expect(hit?.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
    // SQLite's snippet keeps the text as written; PostgreSQL's headline parser drops what looks like a
    // tag. Either way nothing of it reaches the HTML unescaped.
    if (site.dialect === 'sqlite') {
      expect(hit?.snippet).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;fet&lt;/b&gt;',
      )
      expect(hit?.excerpt).toContain('<script>alert("x")</script>')
    }
  })

  it('answers any visitor input without an engine error', async () => {
    for (const q of [
      '"',
      '"pump',
      'pump*',
      '* AND OR NOT',
      '-ventil',
      'NEAR(a b)',
      "'; DROP TABLE site_search; --",
      'col:pump',
      '(((',
      'a',
    ]) {
      const result = await search.searchSite(payload, q)
      expect(Array.isArray(result.hits), q).toBe(true)
    }
    expect((await search.searchSite(payload, '-pump')).total).toBe(
      (await search.searchSite(payload, 'pump')).total,
    )
  })

  it('rebuilds to the same index after losing it', async () => {
    const before = (await indexRows())
      .map((r) => `${r.collection}:${r.doc_id}:${r.url}:${r.title}`)
      .sort()
    const { queryRows, sql, unitOfWork } = sqlApi
    await unitOfWork(payload, (req) => queryRows(payload, req, sql`DELETE FROM site_search`))
    expect(await urls('underhåll')).toEqual([])
    const { documents } = await search.rebuildSearchIndex(payload)
    expect(documents).toBe(before.length)
    const after = (await indexRows())
      .map((r) => `${r.collection}:${r.doc_id}:${r.url}:${r.title}`)
      .sort()
    expect(after).toEqual(before)
    expect(await urls('underhåll')).toContain('/industriunderhall')
  })
})
