import type { Post, SectionBlock } from '@/payload-types'

import { mod, pageLink, row, section } from '../layout'
import { richText } from '../richText'
import type { ShowcaseContext, ShowcasePart } from './index'

const noRevalidate = { disableRevalidate: true }

async function findId(
  ctx: ShowcaseContext,
  collection: 'posts' | 'projects' | 'categories' | 'project-categories',
  slug: string,
): Promise<number | null> {
  const { docs } = await ctx.payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

/**
 * Three more posts and projects, so the post carousel and the portfolio carousel have more items
 * than fit side by side on a desktop and visibly slide. Found by slug: never created twice.
 */
async function ensureExtraContent(ctx: ShowcaseContext) {
  const news = await findId(ctx, 'categories', 'nyheter')
  const tips = await findId(ctx, 'categories', 'underhallstips')
  const posts = [
    {
      slug: 'smorjning-som-haller',
      title: 'Smörjning som håller hela säsongen',
      excerpt:
        'Rätt fett, rätt mängd och rätt intervall: så undviker du de vanligaste lagerhaverierna.',
      heroImage: ctx.media('underhall-pump.jpg').id,
      categories: tips ? [tips] : [],
      publishedAt: '2026-07-01T08:00:00.000Z',
      body: 'De flesta lagerhaverier beror på för lite, för mycket eller fel sorts smörjmedel. Ett smörjschema per maskin löser det mesta.',
    },
    {
      slug: 'termografi-i-elskapen',
      title: 'Termografi hittar heta förbindningar',
      excerpt:
        'En värmekamera visar glappkontakter i elskåp långt innan de orsakar brand eller stopp.',
      heroImage: ctx.media('hero-verkstad.jpg').id,
      categories: tips ? [tips] : [],
      publishedAt: '2026-06-10T08:00:00.000Z',
      body: 'Vid en termografering fotograferar vi elskåp och kopplingar under full last och markerar varje punkt som är varmare än den ska vara.',
    },
    {
      slug: 'nya-servicebilar',
      title: 'Fyra nya servicebilar i trafik',
      excerpt:
        'Fullt utrustade verkstadsbilar gör att jouren når fram snabbare i hela Mellannorrland.',
      heroImage: ctx.media('projekt-sagverk.jpg').id,
      categories: news ? [news] : [],
      publishedAt: '2026-05-20T08:00:00.000Z',
      body: 'Bilarna har svetsutrustning, lyftverktyg och ett lager av de vanligaste reservdelarna ombord.',
    },
  ]
  for (const { body, ...post } of posts) {
    if (await findId(ctx, 'posts', post.slug)) continue
    await ctx.payload.create({
      collection: 'posts',
      data: {
        ...post,
        authorName: 'Norrberg Industriservice',
        content: richText(body) as Post['content'],
        _status: 'published',
      },
      draft: false,
      context: noRevalidate,
    })
  }

  const maintenance = await findId(ctx, 'project-categories', 'underhall')
  const analysis = await findId(ctx, 'project-categories', 'analys')
  const projects = [
    {
      slug: 'pumpstation-sundsvall',
      title: 'Renovering av pumpstation i Sundsvall',
      excerpt: 'Nya tätningar, lager och styrning i fyra avloppspumpar.',
      featuredImage: ctx.media('underhall-pump.jpg').id,
      client: 'Mitt Sverige Vatten',
      year: 2024,
      projectCategories: maintenance ? [maintenance] : [],
    },
    {
      slug: 'energikartlaggning-kramfors',
      title: 'Energikartläggning av sågverk i Kramfors',
      excerpt: 'Mätning av tryckluft, fläktar och torkar gav 14 procent lägre elförbrukning.',
      featuredImage: ctx.media('blogg-energi.jpg').id,
      client: 'Kramfors Trä AB',
      year: 2023,
      projectCategories: analysis ? [analysis] : [],
    },
    {
      slug: 'stopp-ostrand',
      title: 'Planerat stopp på massabruk',
      excerpt: 'Tolv dygns stopp med 140 arbetsorder, klart en dag före plan.',
      featuredImage: ctx.media('blogg-stopp.jpg').id,
      client: 'Östrand Massa AB',
      year: 2023,
      projectCategories: maintenance ? [maintenance] : [],
    },
  ]
  for (const project of projects) {
    if (await findId(ctx, 'projects', project.slug)) continue
    await ctx.payload.create({
      collection: 'projects',
      data: { ...project, _status: 'published' },
      draft: false,
      context: noRevalidate,
    })
  }
}

/** Sliders and carousels of issue 3 (part A) on the /moduler page. */
export const slidersShowcase: ShowcasePart = async (ctx) => {
  await ensureExtraContent(ctx)
  const image = (filename: string) => ctx.media(filename).id
  const page = (slug: string) => {
    const id = ctx.pages[slug]
    if (id === undefined) throw new Error(`showcase needs the seeded page ${slug}`)
    return id
  }

  const sections: SectionBlock[] = [
    section({ adminLabel: 'Bildspel' }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Bildspel',
            level: 'h2',
            subtitle:
              'Byter bild var sjunde sekund, pausar när du håller pekaren över det och kan styras med tangentbordet.',
          }),
          mod({
            blockType: 'slider',
            label: 'Våra tjänster i bilder',
            autoplay: true,
            autoplaySpeed: 7000,
            showArrows: true,
            controls: 'bullets',
            slides: [
              {
                heading: 'Förebyggande underhåll',
                body: 'Underhållsplaner och periodiska kontroller som håller produktionen igång.',
                image: image('hero-verkstad.jpg'),
                button: pageLink(page('tjanster'), 'Våra tjänster'),
              },
              {
                heading: 'Jour dygnet runt',
                body: 'Mekaniker och elektriker på plats inom fyra timmar i hela Mellannorrland.',
                image: image('underhall-pump.jpg'),
                button: pageLink(page('kontakt'), 'Kontakta jouren'),
              },
              {
                heading: 'Tillståndsövervakning',
                body: 'Vibrationsmätning och termografi som hittar felen innan de blir haverier.',
                image: image('projekt-sagverk.jpg'),
              },
            ],
            settings: { elementId: 'tjanstebildspel' },
          }),
        ],
      ]),
      row('1_1', [
        [
          mod({
            blockType: 'slider',
            label: 'Projekt i bilder',
            controls: 'thumbnails',
            slides: [
              {
                heading: 'Ortviken Kartong',
                body: 'Underhållsavtal för två pappersmaskiner.',
                image: image('projekt-pappersbruk.jpg'),
              },
              {
                heading: 'Timrå vattenverk',
                body: 'Pumpbyte under pågående drift.',
                image: image('projekt-vattenverk.jpg'),
              },
              {
                heading: 'Härnösands sågverk',
                body: 'Trådlösa vibrationsgivare på 38 maskiner.',
                image: image('projekt-sagverk.jpg'),
              },
              {
                heading: 'Gjuteri i Söderhamn',
                body: 'Byte av transportörer och ny smörjcentral.',
                image: image('projekt-gjuteri.jpg'),
              },
            ],
            settings: { elementId: 'projektbildspel' },
          }),
        ],
      ]),
    ]),
    section({ adminLabel: 'Senaste inläggen', background: { type: 'color', color: '#f3f5f8' } }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Bildspel med inlägg',
            level: 'h2',
            subtitle: 'De senaste inläggen ur bloggen.',
          }),
          mod({
            blockType: 'postSlider',
            postsNumber: 4,
            showDate: true,
            showExcerpt: true,
            controls: 'bullets',
            label: 'Senaste inläggen',
            settings: { elementId: 'inlaggsspel' },
          }),
        ],
      ]),
    ]),
    section({ adminLabel: 'Videor' }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Bildspel med videor',
            level: 'h2',
            subtitle: 'Välj film i miniatyrkarusellen.',
          }),
          mod({
            blockType: 'videoSlider',
            label: 'Filmer om vårt arbete',
            controls: 'thumbnails',
            videos: [
              {
                title: 'Så arbetar vi med industriunderhåll',
                source: 'file',
                file: image('huvudfilm.mp4'),
                poster: image('video-affisch.jpg'),
              },
              {
                title: 'Introduktion till våra serviceavtal',
                source: 'file',
                file: image('introduktion.mp4'),
                poster: image('hero-verkstad.jpg'),
              },
              {
                title: 'Demonstration av vibrationsmätning',
                source: 'file',
                file: image('demo.mp4'),
                poster: image('blogg-vibrationsanalys.jpg'),
              },
            ],
            settings: { elementId: 'videospel' },
          }),
        ],
      ]),
    ]),
    section({ adminLabel: 'Karuseller' }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Karuseller',
            level: 'h2',
            subtitle: 'Fyra i bredd i en hel kolumn, två i smala kolumner.',
          }),
          mod({
            blockType: 'simpleCarousel',
            label: 'Anläggningar vi underhåller',
            items: [
              {
                image: image('projekt-pappersbruk.jpg'),
                title: 'Pappersbruk',
                text: 'Pappers- och kartongmaskiner',
              },
              {
                image: image('projekt-vattenverk.jpg'),
                title: 'Vattenverk',
                text: 'Pumpar och ventiler',
              },
              {
                image: image('projekt-sagverk.jpg'),
                title: 'Sågverk',
                text: 'Kantverk och torkar',
              },
              {
                image: image('projekt-gjuteri.jpg'),
                title: 'Gjuterier',
                text: 'Transportörer och ugnar',
              },
              {
                image: image('underhall-pump.jpg'),
                title: 'Pumpstationer',
                text: 'Avlopp och råvatten',
              },
              {
                image: image('hero-verkstad.jpg'),
                title: 'Verkstäder',
                text: 'Maskiner och lyftutrustning',
                url: '/tjanster',
              },
            ],
            settings: { elementId: 'anlaggningskarusell' },
          }),
        ],
      ]),
      row('1_1', [
        [
          mod({ blockType: 'heading', text: 'Karusell med inlägg', level: 'h3' }),
          mod({
            blockType: 'postCarousel',
            postsNumber: 8,
            label: 'Inlägg från bloggen',
            settings: { elementId: 'inlaggskarusell' },
          }),
        ],
      ]),
    ]),
    section(
      {
        adminLabel: 'Projektkarusell',
        width: 'fullwidth',
        background: { type: 'color', color: '#0b2540' },
        textTone: 'light',
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'fullwidthPortfolioCarousel',
              title: 'Projekt i hela Norrland',
              postsNumber: 10,
              autoRotate: true,
              autoRotateSpeed: 7000,
              settings: { elementId: 'projektkarusell' },
            }),
          ],
        ]),
      ],
    ),
  ]
  return sections
}
