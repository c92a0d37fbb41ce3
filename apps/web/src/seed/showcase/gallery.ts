import fs from 'node:fs'
import path from 'node:path'

import { webRoot } from '@/platform/paths'
import type { Media, SectionBlock } from '@/payload-types'

import { mod, pageLink, row, section } from '../layout'
import { p, richText } from '../richText'
import type { ShowcaseContext, ShowcasePart } from './index'

/** Gallery images drawn for this part (scripts/make-demo-assets.mjs), seeded here if missing. */
const extraImages: [filename: string, alt: string, caption: string][] = [
  [
    'galleri-kraftverk.jpg',
    'Illustration av ett vattenkraftverk under blå himmel',
    'Revision av turbinlager, Bergeforsen',
  ],
  [
    'galleri-kartongbruk.jpg',
    'Illustration av ett kartongbruk i solnedgång',
    'Byte av valslager, kartongmaskin 2',
  ],
  [
    'galleri-stalverk.jpg',
    'Illustration av ett stålverk i grått och orange',
    'Uppriktning av valsverksmotor',
  ],
  [
    'galleri-hamnkran.jpg',
    'Illustration av en hamn med kranar i skymning',
    'Service av hamnkranar, Sundsvalls hamn',
  ],
  [
    'galleri-biobransle.jpg',
    'Illustration av en biobränsleanläggning i grönska',
    'Termografering av bränsletransportörer',
  ],
]

async function ensureMedia(
  ctx: ShowcaseContext,
  filename: string,
  alt: string,
  caption: string,
): Promise<Media> {
  const existing = await ctx.payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0]
  const filePath = path.join(webRoot, 'src', 'seed', 'assets', filename)
  if (!fs.existsSync(filePath)) throw new Error(`seed asset missing: ${filePath}`)
  return ctx.payload.create({
    collection: 'media',
    data: { alt, caption },
    filePath,
    context: { disableRevalidate: true },
  })
}

const text = (...paragraphs: string[]) =>
  mod({ blockType: 'text', content: richText(...paragraphs.map(p)) })

/**
 * The gallery, lightbox, section-background and animation part of /moduler (issue 3, part B): a paged
 * gallery (17 images, 4 per page, hash `#galleri|{page}`), a gallery slider, an image that opens in the
 * lightbox, a parallax section, two video-background sections and a row of animated modules.
 */
export const galleryShowcase: ShowcasePart = async (ctx) => {
  const extra = []
  for (const [filename, alt, caption] of extraImages)
    extra.push(await ensureMedia(ctx, filename, alt, caption))
  const projects = [
    'projekt-pappersbruk.jpg',
    'projekt-vattenverk.jpg',
    'projekt-sagverk.jpg',
    'projekt-gjuteri.jpg',
  ].map(ctx.media)
  const others = [
    'hero-verkstad.jpg',
    'underhall-pump.jpg',
    'blogg-vibrationsanalys.jpg',
    'blogg-stopp.jpg',
    'blogg-energi.jpg',
    'video-affisch.jpg',
    'portratt-anna.jpg',
    'portratt-erik.jpg',
  ].map(ctx.media)
  // The drawn gallery images come first: they carry captions, shown under the thumbnails and in the lightbox.
  const galleryImages = [...extra, ...projects, ...others].map((m) => m.id)

  // Columns animate too: the left one folds out from the top, the right one rolls in from the right.
  const foldAndRoll = row('1_2,1_2', [
    [
      text(
        'Den här kolumnen viks ut från överkanten. Animationer körs en gång när de rullas in i bild och tas sedan bort.',
      ),
    ],
    [
      text(
        'Den här rullar in från höger. Besökare som valt minskad rörelse ser innehållet direkt, utan animation.',
      ),
    ],
  ])
  const columnAnimations = [
    { style: 'foldTop', duration: 900 },
    { style: 'rollRight', duration: 1000, intensity: 30 },
  ] as const
  foldAndRoll.columns = foldAndRoll.columns?.map((column, index) => ({
    ...column,
    settings: { animation: columnAnimations[index] },
  }))

  const sections: SectionBlock[] = [
    section({ adminLabel: 'Bildgalleri', settings: { elementId: 'bildgalleri' } }, [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Bildgalleri',
            level: 'h2',
            subtitle:
              'Ett rutnät med sidor. Sidan du står på sparas i adressen, så en länk eller omladdning tar dig tillbaka hit.',
          }),
          mod({
            blockType: 'gallery',
            title: 'Bilder från våra uppdrag',
            images: galleryImages,
            layout: 'grid',
            itemsPerPage: 4,
            showCaptions: true,
            lightbox: true,
            settings: { elementId: 'galleri' },
          }),
        ],
      ]),
      row(
        '1_2,1_2',
        [
          [
            mod({ blockType: 'heading', text: 'Galleri som bildspel', level: 'h3' }),
            mod({
              blockType: 'gallery',
              title: 'Bildspel från våra projekt',
              images: projects.map((m) => m.id),
              layout: 'slider',
              showCaptions: true,
              lightbox: true,
              settings: { elementId: 'bildspel' },
            }),
          ],
          [
            mod({ blockType: 'heading', text: 'Bild i ljuslåda', level: 'h3' }),
            mod({
              blockType: 'image',
              image: ctx.media('underhall-pump.jpg').id,
              caption: 'Pumpstationen i Timrå efter översynen – klicka för större bild.',
              lightbox: true,
              settings: { elementId: 'ljuslada-bild' },
            }),
          ],
        ],
        { verticalAlign: 'start' },
      ),
    ]),
    section(
      {
        adminLabel: 'Parallax',
        textTone: 'light',
        background: {
          type: 'image',
          image: ctx.media('hero-verkstad.jpg').id,
          parallax: true,
          overlay: 60,
        },
        padding: {
          desktop: { top: 160, bottom: 160 },
          tablet: { top: 120, bottom: 120 },
          phone: { top: 80, bottom: 80 },
        },
        settings: { elementId: 'parallax' },
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: 'Parallaxbakgrund',
              level: 'h2',
              align: 'center',
              subtitle: 'Bilden rör sig långsammare än sidan när du skrollar.',
              settings: { animation: { style: 'fadeBottom', duration: 900 } },
            }),
          ],
        ]),
      ],
    ),
    section(
      {
        adminLabel: 'Filmbakgrund',
        textTone: 'light',
        background: {
          type: 'video',
          video: ctx.media('huvudfilm.mp4').id,
          image: ctx.media('video-affisch.jpg').id,
          overlay: 55,
        },
        padding: {
          desktop: { top: 140, bottom: 140 },
          tablet: { top: 100, bottom: 100 },
          phone: { top: 72, bottom: 72 },
        },
        settings: { elementId: 'filmbakgrund' },
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: 'Filmbakgrund',
              level: 'h2',
              align: 'center',
              subtitle: 'Filmen spelas när sektionen syns och pausas när du skrollar förbi.',
            }),
            mod({
              blockType: 'button',
              link: pageLink(ctx.pages.industriunderhall ?? 0, 'Läs om industriunderhåll'),
              style: 'primary',
              align: 'center',
            }),
          ],
        ]),
      ],
    ),
    section(
      {
        adminLabel: 'Animationer',
        settings: { elementId: 'animationer' },
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: 'Animationer vid scroll',
              level: 'h2',
              subtitle:
                'Varje modul, rad, kolumn och sektion kan glida, studsa, zooma, vända, vika eller rulla in.',
            }),
          ],
        ]),
        row('1_4,1_4,1_4,1_4', [
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'gear',
              title: 'Glid in',
              body: 'Från vänster på dator, nedifrån på mobilen.',
              settings: {
                elementId: 'animerad-glid',
                animation: {
                  style: 'slideLeft',
                  duration: 800,
                  intensity: 40,
                  style_phone: 'slideBottom',
                },
              },
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'chart',
              title: 'Zooma in',
              body: 'Växer fram från nederkanten.',
              settings: {
                animation: { style: 'zoomBottom', duration: 800, delay: 150, startingOpacity: 20 },
              },
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'shield',
              title: 'Vänd in',
              body: 'Vänds in från höger.',
              settings: {
                animation: {
                  style: 'flipRight',
                  duration: 900,
                  delay: 300,
                  speedCurve: 'ease-out',
                },
              },
            }),
          ],
          [
            mod({
              blockType: 'blurb',
              mediaType: 'icon',
              icon: 'check',
              title: 'Studsa in',
              body: 'Studsar upp nedifrån.',
              settings: { animation: { style: 'bounceBottom', duration: 1000, delay: 450 } },
            }),
          ],
        ]),
        foldAndRoll,
      ],
    ),
    section(
      {
        adminLabel: 'Film vid hovring',
        textTone: 'light',
        background: {
          type: 'video',
          video: ctx.media('introduktion.mp4').id,
          playOnHover: true,
          overlay: 60,
        },
        padding: {
          desktop: { top: 100, bottom: 100 },
          tablet: { top: 80, bottom: 80 },
          phone: { top: 60, bottom: 60 },
        },
        settings: { elementId: 'film-vid-hovring' },
      },
      [
        row('1_1', [
          [
            mod({
              blockType: 'heading',
              text: 'Filmen startar när du för muspekaren hit',
              level: 'h2',
              align: 'center',
            }),
          ],
        ]),
      ],
    ),
  ]
  return sections
}
