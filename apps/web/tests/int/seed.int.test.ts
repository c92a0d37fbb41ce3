import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richTextImages } from '@/components/richTextImages'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let seed: typeof import('@/seed').seed

// The seeded template of the global setup (tests/int/template.ts) is the seed run on an empty database,
// once per run and dialect; these tests read what it made and run the seed again over it. Seeding a
// second empty database here cost a minute on PostgreSQL.
beforeAll(async () => {
  site = await startTestSite({ seeded: true })
  // Imported after the harness has pointed the data folder at a temporary directory.
  ;({ seed } = await import('@/seed'))
})

afterAll(async () => {
  await site?.close()
})

const counts = async () => {
  const collections = [
    'pages',
    'posts',
    'projects',
    'media',
    'categories',
    'project-categories',
  ] as const
  return Object.fromEntries(
    await Promise.all(
      collections.map(async (c) => [c, (await site.payload.count({ collection: c })).totalDocs]),
    ),
  )
}

// Running the seed over a seeded site took 4 s on PostgreSQL (CI run 13); at a high load, more.
describe('the Swedish demo site', { timeout: 120_000 }, () => {
  it('seeds the pages, posts, projects and menu the issue asks for', async () => {
    const pages = await site.payload.find({ collection: 'pages', limit: 50, depth: 0 })
    expect(pages.docs.map((p) => p.slug).sort()).toEqual(
      expect.arrayContaining([
        'hem',
        'industriunderhall',
        'kontakt',
        'om-oss',
        'tjanster',
        'moduler',
        'natverk',
      ]),
    )
    const posts = await site.payload.count({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
    })
    expect(posts.totalDocs).toBeGreaterThanOrEqual(3)
    const header = await site.payload.findGlobal({ slug: 'header', depth: 0 })
    const labels = header.navItems?.map((i) => i.link.label)
    expect(labels).toEqual(
      expect.arrayContaining(['Hem', 'Om oss', 'Tjänster', 'Projekt', 'Blogg', 'Kontakt']),
    )
    expect(header.navItems?.[2]?.children?.[0]?.link.label).toBe('Industriunderhåll')
  })

  it('puts images and a Bildgalleri block in a post body, populated for its lightbox gallery', async () => {
    const post = (
      await site.payload.find({
        collection: 'posts',
        where: { slug: { equals: 'vibrationsanalys-hittar-felen-i-tid' } },
        depth: 2,
      })
    ).docs[0]!
    const images = richTextImages(post.content)
    expect(images.map((image) => image.media.filename)).toEqual([
      'underhall-pump.jpg',
      'projekt-sagverk.jpg',
      'projekt-pappersbruk.jpg',
      'projekt-vattenverk.jpg',
    ])
    expect(images.every((image) => image.item.alt.length > 0)).toBe(true)
  })

  it('gives Industriunderhåll its order button and four videos', async () => {
    const page = (
      await site.payload.find({
        collection: 'pages',
        where: { slug: { equals: 'industriunderhall' } },
        depth: 1,
      })
    ).docs[0]!
    const modules = (page.layout ?? []).flatMap((s) =>
      (s.rows ?? []).flatMap((r) => (r.columns ?? []).flatMap((c) => c.modules ?? [])),
    )
    const button = modules.find((m) => m.blockType === 'button')
    expect(button?.blockType === 'button' && button.link.label).toBe('Beställ')
    const videoIds = modules
      .filter((m) => m.blockType === 'video')
      .map((m) => m.blockType === 'video' && m.trackingId)
    expect(videoIds).toEqual(
      expect.arrayContaining(['huvudvideo', 'introduktionsvideo', 'demovideo']),
    )
    expect(page.layout?.some((s) => s.settings?.elementId === 'videosektion')).toBe(true)
  })

  it('creates image sizes with sharp and keeps alt texts', async () => {
    const hero = (
      await site.payload.find({
        collection: 'media',
        where: { filename: { equals: 'hero-verkstad.jpg' } },
      })
    ).docs[0]!
    expect(hero.alt).toMatch(/industrianläggning/)
    expect(hero.sizes?.card?.width).toBe(768)
    expect(hero.sizes?.og?.height).toBe(630)
  })

  it('changes nothing when run again', async () => {
    const before = await counts()
    await seed(site.payload, () => {})
    expect(await counts()).toEqual(before)
  })

  it('never overwrites an editor’s menu', async () => {
    await site.payload.updateGlobal({
      slug: 'header',
      data: { navItems: [{ link: { type: 'custom', url: '/', label: 'Start' } }] },
    })
    await seed(site.payload, () => {})
    const header = await site.payload.findGlobal({ slug: 'header' })
    expect(header.navItems?.map((i) => i.link.label)).toEqual(['Start'])
  })
})
