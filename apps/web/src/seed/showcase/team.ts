import type { Payload } from 'payload'

import type { SectionBlock } from '@/payload-types'

import { mod, row, section } from '../layout'
import { p, richText } from '../richText'
import type { ShowcasePart } from './index'

/**
 * The members the showcase's team grid picks, in this order: those with several pictures and captions
 * first, so the avatar gallery's moving dots can be tried at once.
 */
const gridPicks = ['johan-sundberg', 'maria-eklund', 'karin-norrberg']

/** Ids of the seeded members with these slugs, in the order given; missing ones are left out. */
async function memberIds(payload: Payload, slugs: string[]): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'team-members',
    where: { slug: { in: slugs } },
    limit: slugs.length,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const bySlug = new Map(docs.map((doc) => [doc.slug, doc.id]))
  return slugs.map((slug) => bySlug.get(slug)).filter((id): id is number => id !== undefined)
}

/**
 * The team part of /moduler (issue 16): a team carousel of every member whose popup does not autoplay,
 * and a team grid of three picked members whose popup does, so both settings can be seen side by side.
 */
export const teamShowcase: ShowcasePart = async (ctx) => [
  section({ adminLabel: 'Team', settings: { elementId: 'team' } }, [
    row('1_1', [
      [
        mod({
          blockType: 'heading',
          text: 'Teamkarusell',
          level: 'h2',
          subtitle:
            'Alla publicerade medarbetare i sin ordning. Klicka på en medarbetare för att bläddra bland presentationerna.',
        }),
        mod({
          blockType: 'teamCarousel',
          label: 'Våra medarbetare',
          showArrows: true,
          showPagination: true,
          popupAutoplay: false,
          settings: { elementId: 'teamkarusell' },
        }),
      ],
    ]),
    row('1_1', [
      [
        mod({
          blockType: 'heading',
          text: 'Teamrutnät',
          level: 'h2',
          subtitle:
            'Tre utvalda medarbetare. Här bläddrar presentationerna vidare av sig själva var femte sekund.',
        }),
        mod({
          blockType: 'text',
          content: richText(
            p(
              'Håll muspekaren över ett porträtt med bildtext så flyttar punkterna upp och bildtexten visas. Kompetensstaplarna fylls när de syns.',
            ),
          ),
        }),
        mod({
          blockType: 'teamGrid',
          label: 'Utvalda medarbetare',
          members: await memberIds(ctx.payload, gridPicks),
          columns: { desktop: 3, tablet: 2, phone: 1 },
          popupAutoplay: true,
          settings: { elementId: 'teamrutnat' },
        }),
      ],
    ]),
  ]),
]

/** The team on the Om oss page: every published member, three to a row on a desktop. */
export function aboutTeamSection(): SectionBlock {
  return section(
    {
      adminLabel: 'Medarbetare',
      background: { type: 'color', color: '#f3f5f8' },
      settings: { elementId: 'medarbetare' },
    },
    [
      row('1_1', [
        [
          mod({
            blockType: 'heading',
            text: 'Möt våra medarbetare',
            level: 'h2',
            subtitle: 'Mekaniker, elektriker och analytiker med rötterna i norrländsk industri.',
          }),
          mod({
            blockType: 'teamGrid',
            label: 'Våra medarbetare',
            columns: { desktop: 3, tablet: 2, phone: 1 },
            popupAutoplay: false,
          }),
        ],
      ]),
    ],
  )
}
