import fs from 'node:fs'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { industriunderhallEvents as tracked } from '@/features/analytics/routing'
import type { Media, Page } from '@/payload-types'

import { webRoot } from '@/platform/paths'

import { mod, pageLink, row, section, urlLink } from './layout'
import { ensureNewsletterList, newsletterSection } from './newsletter'
import { h, image, imageGallery, quote, richText, ul } from './richText'
import { showcasePages, type ShowcasePage } from './showcase'
import { aboutCountersRow } from './showcase/counters'
import { contactFormRow } from './showcase/contactForm'
import { contactMapRow } from './showcase/map'
import { servicesFaqSection } from './showcase/tabs'
import { aboutTeamSection } from './showcase/team'

const assets = path.join(webRoot, 'src', 'seed', 'assets')

type Ctx = { payload: Payload; req?: Partial<PayloadRequest>; log: (msg: string) => void }

const noRevalidate = { disableRevalidate: true }

async function upsertMedia(
  ctx: Ctx,
  filename: string,
  alt: string,
  caption?: string,
): Promise<Media> {
  const existing = await ctx.payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
  })
  if (existing.docs[0]) return existing.docs[0]
  const filePath = path.join(assets, filename)
  if (!fs.existsSync(filePath)) throw new Error(`seed asset missing: ${filePath}`)
  ctx.log(`media ${filename}`)
  return ctx.payload.create({
    collection: 'media',
    data: { alt, caption },
    filePath,
    context: noRevalidate,
  })
}

async function findBySlug(
  ctx: Ctx,
  collection: 'pages' | 'posts' | 'projects' | 'categories' | 'project-categories',
  slug: string,
) {
  const { docs } = await ctx.payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    draft: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function ensureDoc<T extends { id: number | string }>(
  ctx: Ctx,
  collection: 'pages' | 'posts' | 'projects' | 'categories' | 'project-categories',
  slug: string,
  data: Record<string, unknown>,
): Promise<T> {
  const existing = await findBySlug(ctx, collection, slug)
  if (existing) return existing as unknown as T
  ctx.log(`${collection} ${slug}`)
  const withStatus =
    collection === 'categories' || collection === 'project-categories'
      ? data
      : { ...data, _status: 'published' }
  return (await ctx.payload.create({
    collection,
    data: { ...withStatus, slug } as never,
    context: noRevalidate,
    draft: false,
  })) as unknown as T
}

/** The head of a module demo page: what it shows, and links to the other demo pages. */
function showcaseIntro(showcase: ShowcasePage) {
  const others = showcasePages.filter((other) => other.slug !== showcase.slug)
  return section({ adminLabel: 'Inledning' }, [
    row('1_1', [
      [
        mod({
          blockType: 'heading',
          text: showcase.heading,
          level: 'h1',
          subtitle: showcase.description,
        }),
        ...others.map((other) =>
          mod({
            blockType: 'button',
            link: urlLink(`/${other.slug}`, other.linkText),
            style: 'secondary',
          }),
        ),
      ],
    ]),
  ])
}

/**
 * The Swedish demo site of Norrberg Industriservice. Idempotent: documents are found by slug (media by
 * file name) and only the missing ones are created, so running it twice changes nothing and it never
 * overwrites an editor's work. Globals are filled only while they are still empty.
 */
export async function seed(
  payload: Payload,
  log: (msg: string) => void = (m) => payload.logger.info(`seed: ${m}`),
) {
  const ctx: Ctx = { payload, log }

  // Media
  const hero = await upsertMedia(
    ctx,
    'hero-verkstad.jpg',
    'Illustration av en industrianläggning i skymning med kugghjul',
  )
  const pump = await upsertMedia(
    ctx,
    'underhall-pump.jpg',
    'Illustration av en pumpstation med kugghjul i stålgrått',
  )
  const paper = await upsertMedia(
    ctx,
    'projekt-pappersbruk.jpg',
    'Illustration av ett pappersbruk i kvällsljus',
  )
  const water = await upsertMedia(
    ctx,
    'projekt-vattenverk.jpg',
    'Illustration av ett vattenverk under blå himmel',
  )
  const saw = await upsertMedia(
    ctx,
    'projekt-sagverk.jpg',
    'Illustration av ett sågverk omgivet av skog',
  )
  const foundry = await upsertMedia(
    ctx,
    'projekt-gjuteri.jpg',
    'Illustration av ett gjuteri med höga skorstenar',
  )
  const blogVib = await upsertMedia(
    ctx,
    'blogg-vibrationsanalys.jpg',
    'Illustration av en fabrik med mätutrustning',
  )
  const blogStop = await upsertMedia(
    ctx,
    'blogg-stopp.jpg',
    'Illustration av en fabrik under planerat underhållsstopp',
  )
  const blogEnergy = await upsertMedia(
    ctx,
    'blogg-energi.jpg',
    'Illustration av en fabrik i grön omgivning',
  )
  const poster = await upsertMedia(
    ctx,
    'video-affisch.jpg',
    'Stillbild ur filmen om vårt underhållsarbete',
  )
  const anna = await upsertMedia(ctx, 'portratt-anna.jpg', 'Porträtt av Anna Lindqvist')
  const erik = await upsertMedia(ctx, 'portratt-erik.jpg', 'Porträtt av Erik Holm')
  const logo = await upsertMedia(ctx, 'logo.svg', 'Norrberg Industriservice')
  const mainFilm = await upsertMedia(
    ctx,
    'huvudfilm.mp4',
    'Film: så arbetar vi med industriunderhåll',
  )
  const introFilm = await upsertMedia(
    ctx,
    'introduktion.mp4',
    'Film: introduktion till våra serviceavtal',
  )
  const demoFilm = await upsertMedia(ctx, 'demo.mp4', 'Film: demonstration av vibrationsmätning')

  // Team members before the pages, so the team modules on them can pick members (ids by slug).
  await (await import('./team')).seedTeam(payload, log)

  // Categories
  const catNews = await ensureDoc<{ id: number }>(ctx, 'categories', 'nyheter', {
    title: 'Nyheter',
  })
  const catTips = await ensureDoc<{ id: number }>(ctx, 'categories', 'underhallstips', {
    title: 'Underhållstips',
  })
  const pcMaint = await ensureDoc<{ id: number }>(ctx, 'project-categories', 'underhall', {
    title: 'Underhåll',
  })
  const pcInstall = await ensureDoc<{ id: number }>(ctx, 'project-categories', 'installation', {
    title: 'Installation',
  })
  const pcAnalysis = await ensureDoc<{ id: number }>(ctx, 'project-categories', 'analys', {
    title: 'Analys',
  })

  // Pages (Kontakt and Tjänster first: other pages link to them)
  const contact = await ensureDoc<Page>(ctx, 'pages', 'kontakt', {
    title: 'Kontakt',
    meta: {
      title: 'Kontakta oss | Norrberg Industriservice',
      description: 'Ring, mejla eller besök oss i Sundsvall. Jour dygnet runt för avtalskunder.',
    },
    layout: [
      section({ adminLabel: 'Kontakt' }, [
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: 'Kontakta oss',
              level: 'h1',
              subtitle: 'Vi svarar inom en arbetsdag – och dygnet runt för avtalskunder.',
            }),
          ],
        ]),
        row('1_3,1_3,1_3', [
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'phone',
              title: 'Telefon',
              headingLevel: 'h2',
              body: '060-12 34 50\nVardagar 07–16',
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'clock',
              title: 'Jour',
              headingLevel: 'h2',
              body: '060-12 34 99\nDygnet runt för avtalskunder',
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'wrench',
              title: 'Besök',
              headingLevel: 'h2',
              body: 'Verkstadsgatan 4\n852 34 Sundsvall',
            }),
          ],
        ]),
        contactFormRow(),
        contactMapRow(),
      ]),
    ],
  })

  const services = await ensureDoc<Page>(ctx, 'pages', 'tjanster', {
    title: 'Tjänster',
    meta: {
      title: 'Tjänster | Norrberg Industriservice',
      description:
        'Förebyggande underhåll, reparationer, installationer och tillståndsövervakning för processindustrin.',
    },
    layout: [
      section(
        {
          adminLabel: 'Introduktion',
          background: { type: 'color', color: '#0b2540' },
          textTone: 'light',
        },
        [
          row('1_1', [
            [
              mod({
                blockType: 'heading',
                text: 'Våra tjänster',
                level: 'h1',
                subtitle:
                  'Allt från planerade stopp till akuta haverier – med egna tekniker i hela Norrland.',
              }),
            ],
          ]),
        ],
      ),
      section({ adminLabel: 'Tjänster' }, [
        row('1_2,1_2', [
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'gear',
              title: 'Förebyggande underhåll',
              headingLevel: 'h2',
              body: 'Underhållsplaner, smörjscheman och periodiska kontroller som håller produktionen igång.',
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'wrench',
              title: 'Reparationer och haverier',
              headingLevel: 'h2',
              body: 'Jourhavande mekaniker och elektriker på plats inom fyra timmar i Mellannorrland.',
            }),
          ],
        ]),
        row('1_2,1_2', [
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'chart',
              title: 'Tillståndsövervakning',
              headingLevel: 'h2',
              body: 'Vibrationsanalys, termografi och oljeanalys som hittar felen innan de blir stopp.',
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'shield',
              title: 'Installation och montage',
              headingLevel: 'h2',
              body: 'Uppriktning, rörmontage och driftsättning av nya maskiner enligt gällande standarder.',
            }),
          ],
        ]),
      ]),
      servicesFaqSection(),
    ],
  })

  const maintenance = await ensureDoc<Page>(ctx, 'pages', 'industriunderhall', {
    title: 'Industriunderhåll',
    meta: {
      title: 'Industriunderhåll med serviceavtal | Norrberg Industriservice',
      description:
        'Planerat och förebyggande industriunderhåll med fast pris per månad. Beställ ett serviceavtal eller se hur vi arbetar.',
      image: pump.id,
    },
    dotNavigation: true,
    layout: [
      section(
        {
          adminLabel: 'Beställ',
          background: { type: 'image', image: pump.id, overlay: 65 },
          textTone: 'light',
          padding: { desktop: { top: 120, bottom: 120 }, phone: { top: 64, bottom: 64 } },
        },
        [
          row(
            '3_5,2_5',
            [
              [
                mod({
                  blockType: 'heading',
                  text: 'Industriunderhåll som håller produktionen igång',
                  level: 'h1',
                  subtitle:
                    'Förebyggande underhåll, tillståndsövervakning och jour – i ett avtal med fast månadspris.',
                }),
                mod({
                  blockType: 'button',
                  link: urlLink('/kontakt', 'Beställ'),
                  style: 'primary',
                  trackingId: 'bestall',
                  settings: { elementId: 'bestall', analytics: tracked.orderButton },
                }),
              ],
              [
                mod({
                  blockType: 'video',
                  title: 'Så arbetar vi med industriunderhåll',
                  source: 'file',
                  file: mainFilm.id,
                  poster: poster.id,
                  trackingId: 'huvudvideo',
                  settings: { elementId: 'huvudvideo', analytics: tracked.mainVideo },
                }),
              ],
            ],
            { verticalAlign: 'center' },
          ),
        ],
      ),
      section({ adminLabel: 'Introduktion', settings: { elementId: 'introduktion' } }, [
        row(
          '1_2,1_2',
          [
            [
              mod({ blockType: 'heading', text: 'Vad ingår i ett serviceavtal?', level: 'h2' }),
              mod({
                blockType: 'text',
                content: richText(
                  'Vi tar ansvar för hela kedjan: från inventering och underhållsplan till utförande, dokumentation och uppföljning.',
                  ul([
                    '**Underhållsplan** anpassad efter era maskiner och driftfall',
                    '**Fasta besök** med smörjning, kontroller och justeringar',
                    '**Jour dygnet runt** med fyra timmars inställelsetid',
                    '**Månadsrapport** med nyckeltal och rekommendationer',
                  ]),
                ),
              }),
            ],
            [
              mod({
                blockType: 'video',
                title: 'Introduktion till våra serviceavtal',
                source: 'file',
                file: introFilm.id,
                poster: poster.id,
                trackingId: 'introduktionsvideo',
                settings: { elementId: 'introduktionsvideo', analytics: tracked.introductionVideo },
              }),
            ],
          ],
          { verticalAlign: 'center' },
        ),
      ]),
      section(
        {
          adminLabel: 'Videor',
          background: { type: 'color', color: '#f3f5f8' },
          settings: { elementId: 'videosektion', analytics: tracked.videoSection },
        },
        [
          row('1_1', [
            [
              mod({
                blockType: 'heading',
                text: 'Se hur det går till',
                level: 'h2',
                align: 'center',
                subtitle: 'Korta filmer från verkliga uppdrag.',
              }),
            ],
          ]),
          row('1_2,1_2', [
            [
              mod({
                blockType: 'video',
                title: 'Demonstration av vibrationsmätning',
                source: 'file',
                file: demoFilm.id,
                poster: poster.id,
                trackingId: 'demovideo',
                caption: 'Vibrationsmätning på en cirkulationspump.',
                settings: { elementId: 'demovideo', analytics: tracked.demoVideo },
              }),
            ],
            [
              mod({
                blockType: 'testimonial',
                quote:
                  'Sedan vi tecknade avtal med Norrberg har de oplanerade stoppen halverats. De hittar felen innan vi märker dem.',
                author: 'Anna Lindqvist',
                jobTitle: 'Underhållschef',
                company: 'Ortviken Kartong AB',
                portrait: anna.id,
              }),
            ],
          ]),
        ],
      ),
      section({ adminLabel: 'Kontakt' }, [
        row('1_1', [
          [
            mod({
              blockType: 'callToAction',
              title: 'Redo att minska era stopp?',
              body: 'Boka en kostnadsfri genomgång av er anläggning.',
              button: urlLink('/kontakt', 'Beställ genomgång'),
              tone: 'accent',
              trackingId: 'bestall-cta',
            }),
          ],
        ]),
      ]),
    ],
  })

  const newsletterList = await ensureNewsletterList(payload, log)
  const about = await ensureDoc<Page>(ctx, 'pages', 'om-oss', {
    title: 'Om oss',
    meta: {
      title: 'Om oss | Norrberg Industriservice',
      description:
        'Ett familjeägt serviceföretag i Sundsvall med 45 tekniker och över 30 års erfarenhet av processindustrin.',
    },
    layout: [
      section({ adminLabel: 'Om oss' }, [
        row('1_1', [
          [mod({ blockType: 'heading', text: 'Om Norrberg Industriservice', level: 'h1' })],
        ]),
        row('2_3,1_3', [
          [
            mod({
              blockType: 'text',
              content: richText(
                'Norrberg Industriservice grundades 1991 i Sundsvall av bröderna Karl och Per Norrberg. I dag är vi 45 mekaniker, elektriker och analytiker som tar hand om maskinparken åt pappersbruk, sågverk, vattenverk och verkstadsindustri i hela Norrland.',
                h('h2', 'Vår idé'),
                'Ett stopp som aldrig inträffar är det billigaste stoppet. Därför lägger vi lika mycket tid på att mäta, analysera och planera som på att skruva.',
                quote('Vi mäts på hur sällan kunden behöver ringa oss.'),
              ),
            }),
          ],
          [
            mod({
              blockType: 'image',
              image: hero.id,
              caption: 'Vår verkstad på Verkstadsgatan i Sundsvall.',
            }),
          ],
        ]),
        // The company in figures, counted up when scrolled into view (issue 13).
        aboutCountersRow(),
      ]),
      // Every published member (seeded above by seedTeam) in a team grid.
      aboutTeamSection(),
      // The newsletter opt-in on the demo's local list (issue 12).
      newsletterSection(newsletterList),
    ],
  })

  const home = await ensureDoc<Page>(ctx, 'pages', 'hem', {
    title: 'Hem',
    meta: {
      title: 'Norrberg Industriservice – industriunderhåll i Norrland',
      description:
        'Förebyggande underhåll, reparationer och tillståndsövervakning för processindustrin. Jour dygnet runt.',
      image: hero.id,
    },
    layout: [
      section(
        {
          adminLabel: 'Välkommen',
          background: { type: 'image', image: hero.id, overlay: 60 },
          textTone: 'light',
          width: 'boxed',
          padding: {
            desktop: { top: 140, bottom: 140 },
            tablet: { top: 100, bottom: 100 },
            phone: { top: 72, bottom: 72 },
          },
        },
        [
          row('2_3,1_3', [
            [
              mod({
                blockType: 'heading',
                text: 'Vi håller Norrlands industri i rörelse',
                level: 'h1',
                subtitle:
                  'Underhåll, reparationer och tillståndsövervakning – med jour dygnet runt.',
              }),
              mod({
                blockType: 'button',
                link: pageLink(maintenance.id, 'Läs om industriunderhåll'),
                style: 'primary',
              }),
            ],
            [],
          ]),
        ],
      ),
      section({ adminLabel: 'Tjänster', settings: { elementId: 'tjanster' } }, [
        row('1_1', [
          [mod({ blockType: 'heading', text: 'Det här gör vi', level: 'h2', align: 'center' })],
        ]),
        row('1_3,1_3,1_3', [
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'gear',
              title: 'Förebyggande underhåll',
              body: 'Planer och rutiner som förlänger maskinernas livslängd.',
              settings: { link: { url: '/industriunderhall' } },
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'chart',
              title: 'Tillståndsövervakning',
              body: 'Vibrationer, temperatur och olja – mätt och tolkat.',
              settings: { link: { url: '/tjanster' } },
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'wrench',
              title: 'Jour och reparationer',
              body: 'På plats inom fyra timmar, dygnet runt.',
              settings: { link: { url: '#kontakta-oss' } },
            }),
          ],
        ]),
      ]),
      section({ adminLabel: 'Omdöme', background: { type: 'color', color: '#f3f5f8' } }, [
        row(
          '1_2,1_2',
          [
            [
              mod({
                blockType: 'image',
                image: foundry.id,
                caption: 'Översyn av gjuterilinje i Söderhamn.',
              }),
            ],
            [
              mod({
                blockType: 'testimonial',
                quote:
                  'Norrberg hittade ett lagerfel tre veckor innan det hade stoppat hela linjen. Det sparade oss en halv miljon.',
                author: 'Erik Holm',
                jobTitle: 'Driftchef',
                company: 'Hälsinge Gjuteri AB',
                portrait: erik.id,
              }),
            ],
          ],
          { verticalAlign: 'center' },
        ),
      ]),
      section({ adminLabel: 'Kontakta oss', settings: { elementId: 'kontakta-oss' } }, [
        row('1_1', [
          [
            mod({
              blockType: 'callToAction',
              title: 'Behöver ni hjälp i dag?',
              body: 'Ring 060-12 34 50 eller skicka en förfrågan – vi svarar inom en arbetsdag.',
              button: pageLink(contact.id, 'Kontakta oss'),
              tone: 'accent',
            }),
          ],
        ]),
      ]),
    ],
  })

  // Blog posts
  const posts = [
    {
      slug: 'vibrationsanalys-hittar-felen-i-tid',
      title: 'Vibrationsanalys hittar felen i tid',
      excerpt:
        'Så fungerar tillståndsövervakning med vibrationsmätning, och varför den lönar sig redan första året.',
      heroImage: blogVib.id,
      categories: [catTips.id],
      authorName: 'Maria Sjöberg',
      publishedAt: '2026-10-02T08:00:00.000Z',
      content: richText(
        'Ett lager som börjar gå sönder ändrar sitt vibrationsmönster veckor innan det havererar. Med regelbundna mätningar ser vi förändringen i tid och kan byta lagret vid ett planerat stopp.',
        image(pump.id),
        h('h2', 'Så går en mätning till'),
        ul([
          'Vi monterar givare på lagerhusen',
          'Maskinen mäts i drift, utan stopp',
          'Spektrumet jämförs med tidigare mätningar',
          'Du får en rapport med åtgärdsförslag',
        ]),
        'De flesta av våra kunder har tjänat in kostnaden för mätningarna redan efter det första undvikna haveriet.',
        h('h2', 'Här har vi mätt i år'),
        imageGallery([saw.id, paper.id, water.id]),
      ),
    },
    {
      slug: 'planera-sommarstoppet-redan-nu',
      title: 'Planera sommarstoppet redan nu',
      excerpt: 'Fem råd för ett underhållsstopp som blir klart i tid – och inom budget.',
      heroImage: blogStop.id,
      categories: [catTips.id],
      authorName: 'Johan Berg',
      publishedAt: '2026-09-15T08:00:00.000Z',
      content: richText(
        'Ett bra sommarstopp börjar planeras på hösten. Reservdelar med lång ledtid, entreprenörer och lyftutrustning behöver bokas i god tid.',
        h('h2', 'Våra fem råd'),
        ul([
          'Inventera åtgärdslistan tidigt',
          'Beställ kritiska reservdelar i oktober',
          'Boka kranar och ställningar',
          'Gör en riskbedömning per arbetsmoment',
          'Utse en stoppledare med mandat',
        ]),
      ),
    },
    {
      slug: 'nytt-kontor-i-umea',
      title: 'Nytt kontor i Umeå',
      excerpt:
        'Från januari finns vi även i Umeå, med sex tekniker och en egen servicebil för jour.',
      heroImage: blogEnergy.id,
      categories: [catNews.id],
      authorName: 'Karl Norrberg',
      publishedAt: '2026-08-20T08:00:00.000Z',
      content: richText(
        'Efterfrågan från kunder i Västerbotten har ökat stadigt. Därför öppnar vi ett kontor på Västra Esplanaden i Umeå den 8 januari.',
        'Kontoret bemannas av sex tekniker och har en egen servicebil för jourärenden i hela länet.',
      ),
    },
  ]
  for (const post of posts) await ensureDoc(ctx, 'posts', post.slug, post)

  // Projects
  const projects = [
    {
      slug: 'ortviken-kartong',
      title: 'Underhållsavtal för Ortviken Kartong',
      excerpt: 'Helhetsansvar för förebyggande underhåll på två pappersmaskiner.',
      featuredImage: paper.id,
      client: 'Ortviken Kartong AB',
      year: 2025,
      projectCategories: [pcMaint.id],
    },
    {
      slug: 'vattenverk-timra',
      title: 'Pumpbyte på Timrå vattenverk',
      excerpt: 'Byte och uppriktning av fyra råvattenpumpar under pågående drift.',
      featuredImage: water.id,
      client: 'Timrå kommun',
      year: 2024,
      projectCategories: [pcInstall.id],
    },
    {
      slug: 'sagverk-harnosand',
      title: 'Vibrationsövervakning på Härnösands sågverk',
      excerpt: 'Trådlösa givare på 38 maskiner med larm direkt till driftpersonalen.',
      featuredImage: saw.id,
      client: 'Härnö Trä AB',
      year: 2026,
      projectCategories: [pcAnalysis.id, pcMaint.id],
    },
    {
      slug: 'gjuteri-soderhamn',
      title: 'Översyn av gjuterilinje i Söderhamn',
      excerpt: 'Planerat stopp med byte av transportörer och ny smörjcentral.',
      featuredImage: foundry.id,
      client: 'Hälsinge Gjuteri AB',
      year: 2025,
      projectCategories: [pcMaint.id, pcInstall.id],
    },
  ]
  for (const project of projects) {
    await ensureDoc(ctx, 'projects', project.slug, {
      ...project,
      content: richText(
        `${project.excerpt} Uppdraget genomfördes av våra egna tekniker i nära samarbete med kundens driftorganisation.`,
        h('h2', 'Resultat'),
        ul([
          'Färre oplanerade stopp',
          'Dokumenterad maskinstatus',
          'Tydlig underhållsplan för kommande år',
        ]),
      ),
    })
  }

  // The module demo pages (/moduler, /bildspel): every page-builder module family shows itself on one.
  const missingShowcases = []
  for (const showcase of showcasePages)
    if (!(await findBySlug(ctx, 'pages', showcase.slug))) missingShowcases.push(showcase)
  if (missingShowcases.length) {
    const mediaByName = new Map<string, Media>()
    for (const m of (await payload.find({ collection: 'media', limit: 200, depth: 0 })).docs)
      mediaByName.set(m.filename ?? '', m)
    const showcaseCtx = {
      payload,
      media: (filename: string) => {
        const found = mediaByName.get(filename)
        if (!found) throw new Error(`showcase needs seeded media ${filename}`)
        return found
      },
      pages: {
        hem: home.id,
        industriunderhall: maintenance.id,
        kontakt: contact.id,
        tjanster: services.id,
        'om-oss': about.id,
      },
    }
    for (const showcase of missingShowcases) {
      const sections = [showcaseIntro(showcase)]
      for (const part of showcase.parts) sections.push(...(await part(showcaseCtx)))
      await ensureDoc(ctx, 'pages', showcase.slug, {
        title: showcase.title,
        meta: {
          title: `${showcase.title} | Norrberg Industriservice`,
          description: showcase.description,
        },
        layout: sections,
      })
    }
  }

  // Globals: filled only while empty, so an editor's menu is never overwritten.
  const header = await payload.findGlobal({ slug: 'header', depth: 0 })
  if (!header.navItems?.length) {
    log('global header')
    await payload.updateGlobal({
      slug: 'header',
      context: noRevalidate,
      data: {
        logo: logo.id,
        navItems: [
          { link: pageLink(home.id, 'Hem') },
          { link: pageLink(about.id, 'Om oss') },
          {
            link: pageLink(services.id, 'Tjänster'),
            children: [
              { link: pageLink(maintenance.id, 'Industriunderhåll') },
              { link: urlLink('/tjanster', 'Alla tjänster') },
            ],
          },
          { link: urlLink('/projekt', 'Projekt') },
          { link: urlLink('/blogg', 'Blogg') },
          { link: pageLink(contact.id, 'Kontakt') },
        ],
      },
    })
  }
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
  if (!footer.columns?.length) {
    log('global footer')
    await payload.updateGlobal({
      slug: 'footer',
      context: noRevalidate,
      data: {
        columns: [
          {
            heading: 'Norrberg Industriservice',
            text: 'Verkstadsgatan 4\n852 34 Sundsvall\n060-12 34 50',
          },
          {
            heading: 'Tjänster',
            links: [
              { link: pageLink(maintenance.id, 'Industriunderhåll') },
              { link: pageLink(services.id, 'Alla tjänster') },
            ],
          },
          {
            heading: 'Företaget',
            links: [
              { link: pageLink(about.id, 'Om oss') },
              { link: urlLink('/projekt', 'Projekt') },
              { link: urlLink('/blogg', 'Blogg') },
              { link: pageLink(contact.id, 'Kontakt') },
            ],
          },
        ],
        copyright: '© 2026 Norrberg Industriservice AB',
      },
    })
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.siteName) {
    log('global site-settings')
    await payload.updateGlobal({
      slug: 'site-settings',
      context: noRevalidate,
      data: {
        siteName: 'Norrberg Industriservice',
        tagline: 'Industriunderhåll, reparationer och tillståndsövervakning i Norrland.',
        defaultOgImage: hero.id,
        organisation: {
          legalName: 'Norrberg Industriservice AB',
          orgNumber: '556123-4567',
          phone: '060-12 34 50',
          email: 'info@norrberg-industriservice.se',
          address: 'Verkstadsgatan 4\n852 34 Sundsvall',
        },
        // The network service's demo accepts any partner id; a real one comes from its ad account.
        network: { insightPartnerId: '515151' },
      },
    })
  }
  await (await import('./shop')).seedShop(payload, log)
  await (await import('./network')).seedNetworkPage(payload, log)
  await (await import('./comments')).seedComments(payload, log)
  await (await import('./consent')).seedConsentSettings(payload, log)
  await (await import('./abTesting')).seedAbTestPage(payload, log)
  return { home, maintenance }
}
