import type { Post } from '@/payload-types'

import { mod, row, section } from '../layout'
import { h, richText, ul } from '../richText'
import type { ShowcaseContext, ShowcasePart } from './index'

const noRevalidate = { disableRevalidate: true }

async function findId(
  ctx: ShowcaseContext,
  collection: 'posts' | 'projects' | 'categories' | 'project-categories' | 'media',
  field: 'slug' | 'filename',
  value: string,
): Promise<number | null> {
  const { docs } = await ctx.payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

/** A drawn gallery image (seeded by the gallery part), or a stand-in when it is missing. */
async function image(ctx: ShowcaseContext, filename: string, standIn: string): Promise<number> {
  return (await findId(ctx, 'media', 'filename', filename)) ?? ctx.media(standIn).id
}

async function category(
  ctx: ShowcaseContext,
  collection: 'categories' | 'project-categories',
  slug: string,
  title: string,
): Promise<number> {
  const existing = await findId(ctx, collection, 'slug', slug)
  if (existing) return existing
  const created = await ctx.payload.create({
    collection,
    data: { slug, title },
    context: noRevalidate,
  })
  return created.id
}

/**
 * Five more projects and four more posts, older than the rest (the sliders show the newest), so the
 * filterable portfolio has twelve projects in three categories (three pages of four; "Underhåll" two
 * pages on its own) and the blog listings have ten posts in three categories (/blogg two pages of
 * six, the module here three pages of four). Found by slug: never created twice.
 */
async function ensureListingContent(ctx: ShowcaseContext) {
  const maintenance = await category(ctx, 'project-categories', 'underhall', 'Underhåll')
  const installation = await category(ctx, 'project-categories', 'installation', 'Installation')
  const analysis = await category(ctx, 'project-categories', 'analys', 'Analys')
  const projects = [
    {
      slug: 'turbinlager-bergeforsen',
      title: 'Revision av turbinlager i Bergeforsen',
      excerpt:
        'Demontering, mätning och nya lagerskålar i två aggregat under vårflodens lågvatten.',
      featuredImage: await image(ctx, 'galleri-kraftverk.jpg', 'projekt-vattenverk.jpg'),
      client: 'Bergeforsens Kraft AB',
      year: 2025,
      projectCategories: [maintenance],
    },
    {
      slug: 'valslager-kartongmaskin',
      title: 'Byte av valslager på kartongmaskin 2',
      excerpt: 'Sexton valslager bytta och uppriktade under ett stopp på 36 timmar.',
      featuredImage: await image(ctx, 'galleri-kartongbruk.jpg', 'projekt-pappersbruk.jpg'),
      client: 'Ortviken Kartong AB',
      year: 2024,
      projectCategories: [maintenance, installation],
    },
    {
      slug: 'valsverksmotor-uppriktning',
      title: 'Laseruppriktning av valsverksmotor',
      excerpt: 'Ny motor på plats och uppriktad på en skift, med vibrationsmätning före och efter.',
      featuredImage: await image(ctx, 'galleri-stalverk.jpg', 'projekt-gjuteri.jpg'),
      client: 'Norrlands Stål AB',
      year: 2026,
      projectCategories: [installation, analysis],
    },
    {
      slug: 'hamnkranar-sundsvall',
      title: 'Service av hamnkranar i Sundsvalls hamn',
      excerpt: 'Årlig översyn av vinschar, bromsar och kuggkransar på fyra portalkranar.',
      featuredImage: await image(ctx, 'galleri-hamnkran.jpg', 'hero-verkstad.jpg'),
      client: 'Sundsvalls Hamn AB',
      year: 2025,
      projectCategories: [maintenance],
    },
    {
      slug: 'termografi-biobransle',
      title: 'Termografering av bränsletransportörer',
      excerpt: 'Värmekamera på lager och motorer längs 400 meter transportband för biobränsle.',
      featuredImage: await image(ctx, 'galleri-biobransle.jpg', 'blogg-energi.jpg'),
      client: 'Timrå Energi AB',
      year: 2024,
      projectCategories: [analysis],
    },
  ]
  for (const project of projects) {
    if (await findId(ctx, 'projects', 'slug', project.slug)) continue
    await ctx.payload.create({
      collection: 'projects',
      data: {
        ...project,
        content: richText(
          `${project.excerpt} Arbetet utfördes av våra egna tekniker tillsammans med kundens driftpersonal.`,
          h('h2', 'Resultat'),
          ul(['Arbetet klart inom planerad tid', 'Protokoll och mätvärden överlämnade']),
        ) as Post['content'],
        _status: 'published',
      },
      draft: false,
      context: noRevalidate,
    })
  }

  const news = await category(ctx, 'categories', 'nyheter', 'Nyheter')
  const tips = await category(ctx, 'categories', 'underhallstips', 'Underhållstips')
  const safety = await category(ctx, 'categories', 'arbetsmiljo', 'Arbetsmiljö')
  const posts = [
    {
      slug: 'sakra-lyft-vid-stopp',
      title: 'Säkra lyft vid underhållsstopp',
      excerpt:
        'Lyftplan, signalman och kontrollerade redskap: så undviker vi olyckor när det är trångt.',
      heroImage: await image(ctx, 'galleri-hamnkran.jpg', 'hero-verkstad.jpg'),
      categories: [safety],
      authorName: 'Lena Öberg',
      publishedAt: '2026-04-22T08:00:00.000Z',
      body: 'Under ett stopp arbetar många lag samtidigt under samma kranar. En gemensam lyftplan och en utsedd signalman per lyft är det som gör störst skillnad.',
    },
    {
      slug: 'mindre-buller-i-verkstaden',
      title: 'Mindre buller i verkstaden',
      excerpt: 'Nya ljudabsorbenter och tystare tryckluft sänkte bullret med sex decibel.',
      heroImage: await image(ctx, 'galleri-stalverk.jpg', 'projekt-gjuteri.jpg'),
      categories: [safety, news],
      authorName: 'Karin Norrberg',
      publishedAt: '2026-03-18T08:00:00.000Z',
      body: 'Vi mätte bullret på tolv arbetsplatser i verkstaden och åtgärdade de fyra värsta. Nu ligger alla under insatsvärdet.',
    },
    {
      slug: 'ny-portal-for-avtalskunder',
      title: 'Ny portal för avtalskunder',
      excerpt: 'Rapporter, mätvärden och arbetsorder samlade på ett ställe, dygnet runt.',
      heroImage: await image(ctx, 'galleri-kraftverk.jpg', 'projekt-vattenverk.jpg'),
      categories: [news],
      authorName: 'Karl Norrberg',
      publishedAt: '2026-02-10T08:00:00.000Z',
      body: 'Avtalskunder loggar nu in och ser sina månadsrapporter, trendkurvor från vibrationsmätningarna och status på varje arbetsorder.',
    },
    {
      slug: 'oljeanalys-forlanger-livslangden',
      title: 'Oljeanalys förlänger växellådornas liv',
      excerpt: 'Ett oljeprov i kvartalet visar slitage och föroreningar långt innan växeln skadas.',
      heroImage: await image(ctx, 'galleri-biobransle.jpg', 'blogg-energi.jpg'),
      categories: [tips],
      authorName: 'Maria Eklund',
      publishedAt: '2026-01-14T08:00:00.000Z',
      body: 'Järnhalten i oljan stiger när kuggar och lager slits. Med prov varje kvartal ser vi trenden och kan planera bytet.',
    },
  ]
  for (const { body, ...post } of posts) {
    if (await findId(ctx, 'posts', 'slug', post.slug)) continue
    await ctx.payload.create({
      collection: 'posts',
      data: { ...post, content: richText(body) as Post['content'], _status: 'published' },
      draft: false,
      context: noRevalidate,
    })
  }
}

/**
 * The filterable portfolio and the blog listing of issue 13 on /moduler: a paged portfolio grid
 * (hash `#projektportfolj|{kategori}|{sida}`), the same projects as tiles across the full width, and
 * a blog listing whose pages (/moduler/sida/{n}) are swapped in by ajax.
 */
export const portfolioShowcase: ShowcasePart = async (ctx) => {
  await ensureListingContent(ctx)
  return [
    section({ adminLabel: 'Projektportfölj', settings: { elementId: 'portfolj' } }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Filtrerbar projektportfölj',
            level: 'h2',
            subtitle:
              'Välj en kategori eller bläddra mellan sidorna. Valet sparas i adressen, så en länk eller omladdning visar samma urval.',
          }),
          mod({
            blockType: 'filterablePortfolio',
            layout: 'grid',
            postsNumber: 4,
            showTitle: true,
            showCategories: true,
            settings: { elementId: 'projektportfolj' },
          }),
        ],
      ]),
    ]),
    section(
      {
        adminLabel: 'Projektportfölj i full bredd',
        width: 'fullwidth',
        background: { type: 'color', color: '#f3f5f8' },
        settings: { elementId: 'portfolj-full-bredd' },
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'filterablePortfolio',
              title: 'Alla projekt i full bredd',
              layout: 'fullwidth',
              postsNumber: 0,
              settings: { elementId: 'projektvagg' },
            }),
          ],
        ]),
      ],
    ),
    section({ adminLabel: 'Blogglista', settings: { elementId: 'blogg' } }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Blogglista med sidbyte utan omladdning',
            level: 'h2',
            subtitle:
              'Sidlänkarna är vanliga länkar; med JavaScript byts bara listan ut och bakåtknappen fungerar som vanligt.',
          }),
          mod({
            blockType: 'blogListing',
            layout: 'list',
            postsNumber: 4,
            showImage: true,
            showExcerpt: true,
            showMeta: true,
            showPagination: true,
            ajaxPagination: true,
            settings: { elementId: 'blogglista' },
          }),
        ],
      ]),
    ]),
  ]
}
